import { bigint, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { manufacturers } from './schema-accounts';
import { createdAt } from './schema-columns';

/**
 * A manufacturer's media library (product.md §2 "Media library"). `storage_key` is the server's own key in
 * the file storage; `filename` is the uploaded file's name, a label only; `mime_type` is sniffed
 * from the bytes, never the client's claim. Products reference a media file by its storage key.
 */
export const mediaFiles = pgTable(
  'media_files',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    manufacturerId: integer('manufacturer_id')
      .notNull()
      .references(() => manufacturers.id, { onDelete: 'cascade' }),
    storageKey: text('storage_key').notNull(),
    filename: text('filename').notNull(),
    mimeType: text('mime_type').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('media_files_storage_key_unique').on(t.storageKey),
    // The list: one manufacturer's files, newest first (NULLS FIRST is what a plain DESC sorts by).
    index('media_files_manufacturer_created_idx').on(
      t.manufacturerId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
  ],
);
