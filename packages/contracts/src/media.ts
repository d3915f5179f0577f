import { MAX_PAGE_NUMBER, MAX_PAGE_SIZE, MEDIA_PAGE_SIZE } from './constants';
import { MAX_DB_ID, optionalText, textInt } from './fields';
import { MEDIA_TYPE_FILTERS } from './media-kinds';
import * as z from './zod';

/** GET /media/list?page&limit&filename&type: newest first; the screen sends limit 25 (capped at 100). */
export const mediaListQuerySchema = z.object({
  page: textInt(1, MAX_PAGE_NUMBER).optional().default(1),
  limit: textInt(1, MAX_DB_ID)
    .optional()
    .default(MEDIA_PAGE_SIZE)
    .transform((n) => Math.min(n, MAX_PAGE_SIZE)),
  /** A case-insensitive part of the file name. */
  filename: optionalText('search'),
  type: z
    .enum(['', ...MEDIA_TYPE_FILTERS], { error: `type must be one of ${MEDIA_TYPE_FILTERS.join(', ')}` })
    .optional(),
});
export type MediaListQuery = z.input<typeof mediaListQuerySchema>;

/** A media item (product.md §3): `filename` is the uploaded file's name, `type` the MIME type sniffed from its bytes. */
export const mediaItemSchema = z.object({
  id: z.number().int(),
  url: z.string(),
  filename: z.string(),
  type: z.string(),
});
export type MediaItem = z.infer<typeof mediaItemSchema>;

export const mediaPageSchema = z.object({
  items: z.array(mediaItemSchema),
  totalPages: z.number().int(),
});
export type MediaPage = z.infer<typeof mediaPageSchema>;

/** POST /media/upload answers the stored files, in the order they were sent. */
export const mediaUploadResultSchema = z.object({ items: z.array(mediaItemSchema) });
export type MediaUploadResult = z.infer<typeof mediaUploadResultSchema>;
