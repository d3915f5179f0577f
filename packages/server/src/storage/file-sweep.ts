import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { inFairSlice } from '../db/fair-share';
import type { FileStorage } from './file-storage';
import { forgetStoredFile } from './tracked-storage';

/** PENDING records looked at per statement. */
const SWEEP_BATCH = 200;

const rowsOf = async <T>(result: Promise<unknown>): Promise<T[]> => ((await result) as { rows: T[] }).rows;

/**
 * Which of these keys a row references: a logo, a media file, a product's images, catalog or video
 * (one pass over the owners' products), an import's failed-rows file, a remote's file, an issued
 * invoice's or credit note's PDF (kept for ever: issued documents never change), or a picture's thumbnail.
 */
const referencedKeys = async (db: Database, keys: string[], owners: number[]): Promise<Set<string>> => {
  const list = JSON.stringify(keys);
  const rows = await rowsOf<{ key: string }>(
    db.execute(sql`
      with wanted as (select value as key from json_array_elements_text(${list}::json))
      select w.key from wanted w
      where exists (select 1 from manufacturers m where m.logo = w.key)
        or exists (select 1 from media_files f where f.storage_key = w.key)
        or exists (select 1 from product_imports i where i.failed_rows_key = w.key)
        or exists (select 1 from remote_version_files r where r.storage_key = w.key)
        or exists (select 1 from tax_documents d where d.pdf_key = w.key)
        or exists (select 1 from image_thumbnails t where t.thumb_key = w.key)
      union
      select k.key from products p
        cross join lateral unnest(p.images || array[p.catalog_key, p.video_key]) as k(key)
      where p.manufacturer_id in (select value::integer from json_array_elements_text(${JSON.stringify(owners)}::json))
        and k.key in (select key from wanted)`),
  );
  return new Set(rows.map((row) => row.key));
};

/**
 * Settles the PENDING files older than `olderThanMs` (no upload still in flight on any instance is
 * that old): a file some row references becomes KEPT; any other is deleted from the storage with its
 * record and its bytes leave the owner's count. Answers how many files were deleted.
 */
export const sweepPendingFiles = async (db: Database, storage: FileStorage, olderThanMs: number) => {
  let deleted = 0;
  let after = '';
  for (;;) {
    const pending = await rowsOf<{ key: string; manufacturer_id: number | null }>(
      db.execute(sql`
        select key, manufacturer_id from stored_files
        where state = 'PENDING' and created_at < now() - make_interval(secs => ${olderThanMs / 1000})
          and key > ${after}
        order by key limit ${SWEEP_BATCH}`),
    );
    if (pending.length === 0) return deleted;
    after = pending[pending.length - 1]?.key ?? after;
    const owners = [...new Set(pending.flatMap((row) => (row.manufacturer_id ? [row.manufacturer_id] : [])))];
    const kept = await inFairSlice(db, () =>
      referencedKeys(
        db,
        pending.map((row) => row.key),
        owners,
      ),
    );
    if (kept.size > 0)
      await db.execute(sql`
        update stored_files set state = 'KEPT'
        where key in (select value from json_array_elements_text(${JSON.stringify([...kept])}::json))`);
    for (const { key } of pending) {
      if (kept.has(key)) continue;
      await storage.delete(key);
      await forgetStoredFile(db, key);
      deleted += 1;
    }
  }
};
