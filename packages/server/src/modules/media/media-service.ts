import type { MediaItem, MediaPage, mediaListQuerySchema } from '@apparel/contracts';
import { and, count, desc, eq, ilike, like, type SQL } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { mediaFiles } from '../../db/schema';
import { ApiError, notFound } from '../../errors';
import { deleteFilesQuietly, withStoredFiles } from '../../storage/file-cleanup';
import type { FileStorage } from '../../storage/file-storage';
import type { StoredUpload } from '../../storage/store-upload';
import { releaseStoredFiles } from '../../storage/tracked-storage';
import { escapeLike } from '../shared/list-page';
import { inUseMessage, type MediaUsage } from './media-usage';

type ListQuery = z.output<typeof mediaListQuerySchema>;
type MediaRow = typeof mediaFiles.$inferSelect;

export const MEDIA_NOT_FOUND = 'Media file not found';

const TYPE_CONDITIONS: Record<string, SQL> = {
  images: like(mediaFiles.mimeType, 'image/%'),
  videos: like(mediaFiles.mimeType, 'video/%'),
  catalogs: eq(mediaFiles.mimeType, 'application/pdf'),
};

export type MediaServiceDeps = {
  db: Database;
  storage: FileStorage;
  usage: MediaUsage;
  log: FastifyBaseLogger;
};

/** The media library of one manufacturer at a time: every call takes the manufacturer from the token. */
export const createMediaService = ({ db, storage, usage, log }: MediaServiceDeps) => {
  const toItem = (row: MediaRow): MediaItem => ({
    id: row.id,
    url: storage.url(row.storageKey),
    filename: row.filename,
    type: row.mimeType,
  });

  const list = async (manufacturerId: number, query: ListQuery): Promise<MediaPage> => {
    const conditions = [eq(mediaFiles.manufacturerId, manufacturerId)];
    if (query.filename) conditions.push(ilike(mediaFiles.filename, `%${escapeLike(query.filename)}%`));
    const typeCondition = query.type ? TYPE_CONDITIONS[query.type] : undefined;
    if (typeCondition) conditions.push(typeCondition);
    const where = and(...conditions);
    const [rows, [total]] = await Promise.all([
      db
        .select()
        .from(mediaFiles)
        .where(where)
        .orderBy(desc(mediaFiles.createdAt), desc(mediaFiles.id))
        .limit(query.limit)
        .offset((query.page - 1) * query.limit),
      db.select({ n: count() }).from(mediaFiles).where(where),
    ]);
    return { items: rows.map(toItem), totalPages: Math.ceil((total?.n ?? 0) / query.limit) };
  };

  /** Records files already stored; if the insert fails they are deleted again. */
  const add = (manufacturerId: number, uploads: readonly StoredUpload[]): Promise<MediaItem[]> =>
    withStoredFiles(
      storage,
      uploads.map((upload) => upload.key),
      log,
      async () => {
        const rows = await db
          .insert(mediaFiles)
          .values(
            uploads.map((upload) => ({
              manufacturerId,
              storageKey: upload.key,
              filename: upload.originalName || 'file',
              mimeType: upload.contentType,
              size: upload.size,
            })),
          )
          .returning();
        const byKey = new Map(rows.map((row) => [row.storageKey, row]));
        return uploads.map((upload) => toItem(byKey.get(upload.key) as MediaRow));
      },
    );

  /** 404 unless the file is the manufacturer's (checked before a request's body is read). */
  const assertExists = async (manufacturerId: number, id: number): Promise<void> => {
    const [row] = await db
      .select({ id: mediaFiles.id })
      .from(mediaFiles)
      .where(and(eq(mediaFiles.id, id), eq(mediaFiles.manufacturerId, manufacturerId)));
    if (!row) throw notFound(MEDIA_NOT_FOUND);
  };

  /**
   * Deletes a media file and its stored object, unless a product uses it (409 naming them). The row
   * is locked while the products are asked: a product saving a pick of this file meanwhile holds it
   * FOR SHARE, so one of the two waits for the other and the check never misses it.
   */
  const remove = async (manufacturerId: number, id: number): Promise<void> => {
    const mine = and(eq(mediaFiles.id, id), eq(mediaFiles.manufacturerId, manufacturerId));
    const key = await db.transaction(async (tx) => {
      const [row] = await tx.select().from(mediaFiles).where(mine).for('update');
      if (!row) throw notFound(MEDIA_NOT_FOUND);
      const products = await usage.productsUsing(manufacturerId, row.storageKey, tx);
      if (products.length > 0) throw new ApiError(409, inUseMessage(products));
      await tx.delete(mediaFiles).where(mine);
      await releaseStoredFiles(tx, [row.storageKey]);
      return row.storageKey;
    });
    await deleteFilesQuietly(storage, [key], log);
  };

  return { list, add, assertExists, remove };
};

export type MediaService = ReturnType<typeof createMediaService>;
