import type { ProductForm } from '@apparel/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import type { Queryable, Transaction } from '../../db/client';
import { mediaFiles } from '../../db/schema';
import { badRequest } from '../../errors';
import {
  PRODUCT_CATALOG_UPLOAD,
  PRODUCT_IMAGE_UPLOAD,
  PRODUCT_VIDEO_UPLOAD,
  type UploadPolicy,
} from '../../storage/upload-policy';

/** The storage keys of the media library files a product form picked (referenced, not copied). */
export type PickedMedia = { imageKeys: string[]; catalogKey: string | null; videoKey: string | null };

type Picks = Pick<ProductForm, 'mediaImageIds' | 'catalogMediaId' | 'videoMediaId'>;
type PickField = keyof Picks;

/** A picked file must be of a type an upload to the same field would be accepted as. */
const POLICIES: Record<PickField, UploadPolicy> = {
  mediaImageIds: PRODUCT_IMAGE_UPLOAD,
  catalogMediaId: PRODUCT_CATALOG_UPLOAD,
  videoMediaId: PRODUCT_VIDEO_UPLOAD,
};

/**
 * Reads the picked media files inside the product's transaction. Each must be the manufacturer's (an
 * unknown id or another tenant's answers 400 naming the field and the id) and of the field's kind,
 * judged by the type sniffed when it was uploaded. The rows stay locked FOR SHARE until the product
 * commits, so a DELETE /media/{id} running meanwhile waits, then sees the product using the file.
 */
export const pickMedia = async (
  tx: Transaction,
  manufacturerId: number,
  picks: Picks,
): Promise<PickedMedia> => {
  const ids = [...picks.mediaImageIds, picks.catalogMediaId, picks.videoMediaId].filter(
    (id): id is number => id !== undefined,
  );
  if (ids.length === 0) return { imageKeys: [], catalogKey: null, videoKey: null };
  const rows = await tx
    .select({
      id: mediaFiles.id,
      key: mediaFiles.storageKey,
      type: mediaFiles.mimeType,
      name: mediaFiles.filename,
    })
    .from(mediaFiles)
    .where(and(eq(mediaFiles.manufacturerId, manufacturerId), inArray(mediaFiles.id, [...new Set(ids)])))
    .for('share');
  const byId = new Map(rows.map((row) => [row.id, row]));
  const keyOf = (field: PickField, id: number): string => {
    const row = byId.get(id);
    if (!row) throw badRequest(`${field}: Media file ${id} not found`);
    const policy = POLICIES[field];
    if (!policy.types.some((type) => type.mime === row.type))
      throw badRequest(`${row.name}: ${policy.typeMessage}`);
    return row.key;
  };
  return {
    imageKeys: picks.mediaImageIds.map((id) => keyOf('mediaImageIds', id)),
    catalogKey: picks.catalogMediaId === undefined ? null : keyOf('catalogMediaId', picks.catalogMediaId),
    videoKey: picks.videoMediaId === undefined ? null : keyOf('videoMediaId', picks.videoMediaId),
  };
};

/**
 * The keys a product let go of that it may delete from storage: not those the media library holds
 * (a picked file stays in the library, and other products may reference it too).
 */
export const keysOutsideLibrary = async (
  db: Queryable,
  keys: readonly (string | null)[],
): Promise<string[]> => {
  const candidates = keys.filter((key): key is string => !!key);
  if (candidates.length === 0) return [];
  const held = await db
    .select({ key: mediaFiles.storageKey })
    .from(mediaFiles)
    .where(inArray(mediaFiles.storageKey, candidates));
  const library = new Set(held.map((row) => row.key));
  return candidates.filter((key) => !library.has(key));
};
