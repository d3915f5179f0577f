import { Readable } from 'node:stream';
import { eq, sql } from 'drizzle-orm';
import type { Database, Queryable } from '../db/client';
import { storedFiles } from '../db/schema';
import { ApiError } from '../errors';
import type { RangeRequest } from './byte-range';
import { type FileStorage, newStorageKey, type SaveOptions, type StoredFile } from './file-storage';

/** The storage quota of a manufacturer without a subscription row (subscriptions default to the same). */
export const DEFAULT_STORAGE_QUOTA_BYTES = 5 * 2 ** 30;

/** 5 GB, 1.5 GB, 300 MB: the quota as a subscription states it. */
const amountOf = (bytes: number) =>
  bytes >= 2 ** 30
    ? `${Number((bytes / 2 ** 30).toFixed(2))} GB`
    : `${Number((bytes / 2 ** 20).toFixed(2))} MB`;
export const storageQuotaMessage = (quota: number) =>
  `Storage quota reached: your subscription allows ${amountOf(quota)} of files; delete some files to upload more`;

const rowsOf = async <T>(result: Promise<unknown>): Promise<T[]> => ((await result) as { rows: T[] }).rows;

/** Bytes the manufacturer stores now and may store. */
const storageRoom = async (db: Queryable, manufacturerId: number) => {
  const [row] = await rowsOf<{ used: string | number; quota: string | number }>(
    db.execute(sql`
      select coalesce((select bytes from storage_use where manufacturer_id = ${manufacturerId}), 0) as used,
        coalesce((select storage_quota_bytes from subscriptions where manufacturer_id = ${manufacturerId}),
          ${DEFAULT_STORAGE_QUOTA_BYTES}) as quota`),
  );
  return { used: Number(row?.used ?? 0), quota: Number(row?.quota ?? DEFAULT_STORAGE_QUOTA_BYTES) };
};

/** A write still moving refreshes its record this often, so the sweep never takes it for a dead one. */
const STILL_WRITING_MS = 30_000;

/**
 * The bytes of `body`, failing with 413 once more than `maxBytes` have passed; while bytes keep
 * coming, `touch` runs every STILL_WRITING_MS (a failed-rows file grows for as long as its import).
 */
async function* watched(body: Readable | Buffer, maxBytes: number, message: string, touch: () => void) {
  let size = 0;
  let touched = Date.now();
  for await (const chunk of Buffer.isBuffer(body) ? [body] : (body as AsyncIterable<Buffer>)) {
    size += chunk.length;
    if (size > maxBytes) throw new ApiError(413, message);
    if (Date.now() - touched > STILL_WRITING_MS) {
      touched = Date.now();
      touch();
    }
    yield chunk;
  }
}

/**
 * Inside the transaction that drops the rows referencing these files: their records go back to
 * PENDING, so a process killed after the commit and before the files' delete leaves them to the sweep
 * (which keeps any file another row still references) instead of a KEPT record no row names.
 */
export const releaseStoredFiles = async (tx: Queryable, keys: readonly (string | null | undefined)[]) => {
  const released = keys.filter((key): key is string => !!key);
  if (released.length === 0) return;
  await tx.execute(sql`
    update stored_files set state = 'PENDING'
    where key in (select value from json_array_elements_text(${JSON.stringify(released)}::json))`);
};

/**
 * Removes a file's record and gives its bytes back to its owner's count, in one transaction. A picture's
 * thumbnail (line sheets' `image_thumbnails`) loses its row and goes back to PENDING, so the sweep
 * deletes its file: no thumbnail outlives its picture.
 */
export const forgetStoredFile = async (db: Database, key: string): Promise<void> => {
  await db.execute(sql`
    with gone as (delete from stored_files where key = ${key} returning manufacturer_id, bytes),
    thumbs as (delete from image_thumbnails where source_key = ${key} returning thumb_key),
    released as (update stored_files set state = 'PENDING' where key in (select thumb_key from thumbs))
    update storage_use u set bytes = greatest(u.bytes - gone.bytes, 0)
    from gone where u.manufacturer_id = gone.manufacturer_id`);
};

/**
 * The storage the app uses: records every key in `stored_files` (PENDING) before its bytes are written,
 * so a file whose row never commits (a crash, a refused form) is known and removed by the sweep
 * (`file-sweep.ts`); counts each owner's bytes in `storage_use` and refuses a save beyond the
 * subscription's storage quota with 413. A delete marks the record PENDING first, so a crash halfway
 * leaves the sweep to finish it.
 */
export class TrackedStorage implements FileStorage {
  constructor(
    readonly inner: FileStorage,
    private readonly db: Database,
  ) {}

  async save(body: Readable | Buffer, options: SaveOptions): Promise<StoredFile> {
    const owner = options.owner ?? null;
    const room = owner ? await storageRoom(this.db, owner) : null;
    const message = room ? storageQuotaMessage(room.quota) : '';
    if (room && room.used >= room.quota) throw new ApiError(413, message);
    const key = newStorageKey(options.folder, options.extension);
    await this.db.insert(storedFiles).values({ key, manufacturerId: owner });
    let stored: StoredFile;
    try {
      const touch = () =>
        void this.db
          .update(storedFiles)
          .set({ createdAt: sql`now()` })
          .where(eq(storedFiles.key, key))
          .catch(() => undefined);
      const maxBytes = room ? room.quota - room.used : Number.POSITIVE_INFINITY;
      const source = Readable.from(watched(body, maxBytes, message, touch));
      stored = await this.inner.save(source, { ...options, key });
    } catch (error) {
      await forgetStoredFile(this.db, key).catch(() => undefined);
      throw error;
    }
    try {
      await this.count(key, owner, stored.size, message);
    } catch (error) {
      await this.delete(key).catch(() => undefined);
      throw error;
    }
    return stored;
  }

  /** Adds the file's bytes to its record and its owner's count; 413 when a parallel upload got there first. */
  private async count(key: string, owner: number | null, size: number, message: string) {
    await this.db.transaction(async (tx) => {
      await tx.update(storedFiles).set({ bytes: size }).where(eq(storedFiles.key, key));
      if (!owner) return;
      const [use] = await rowsOf<{ bytes: string | number }>(
        tx.execute(sql`
          insert into storage_use as u (manufacturer_id, bytes) values (${owner}, ${size})
          on conflict (manufacturer_id) do update set bytes = u.bytes + excluded.bytes
          returning bytes`),
      );
      const { quota } = await storageRoom(tx, owner);
      if (Number(use?.bytes ?? 0) > quota) throw new ApiError(413, message);
    });
  }

  open(key: string, range?: RangeRequest) {
    return this.inner.open(key, range);
  }

  async delete(key: string): Promise<void> {
    await this.db.update(storedFiles).set({ state: 'PENDING' }).where(eq(storedFiles.key, key));
    await this.inner.delete(key);
    await forgetStoredFile(this.db, key);
  }

  url(key: string): string {
    return this.inner.url(key);
  }
}

/** The app's storage with every new file counted against this manufacturer's quota. */
export const storageOf = (storage: FileStorage, manufacturerId: number): FileStorage => ({
  save: (body, options) => storage.save(body, { ...options, owner: manufacturerId }),
  open: (key, range) => storage.open(key, range),
  delete: (key) => storage.delete(key),
  url: (key) => storage.url(key),
});
