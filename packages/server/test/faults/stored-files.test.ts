import { mkdir, mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storageUse, storedFiles } from '../../src/db/schema';
import { sweepOnce } from '../../src/plugins/sweeper';
import { sweepSpooledUploads } from '../../src/storage/spooled-upload';
import { storageOf, type TrackedStorage } from '../../src/storage/tracked-storage';
import { newManufacturer } from '../catalogue/catalogue-support';
import { ofSize, PNG } from '../media/media-fixtures';
import { DRIVERS, type MediaTestServer, startMediaTestServer, uploadMedia } from '../media/media-support';

const used = async (server: MediaTestServer, manufacturerId: number) => {
  const [row] = await server.db
    .select()
    .from(storageUse)
    .where(eq(storageUse.manufacturerId, manufacturerId));
  return row?.bytes ?? 0;
};
const age = (server: MediaTestServer, keys: string[]) =>
  server.db.execute(
    sql`update stored_files set created_at = now() - interval '10 minutes'
        where key in (select value from json_array_elements_text(${JSON.stringify(keys)}::json))`,
  );

describe.each(DRIVERS)(
  'stored files on %s: permanent only with their row, counted per manufacturer',
  (driver) => {
    let server: MediaTestServer;
    let tracked: TrackedStorage;
    const sweep = () => sweepOnce({ db: server.db, storage: tracked.inner, staleMs: 60_000 });
    beforeAll(async () => {
      server = await startMediaTestServer(driver);
      tracked = server.app.storage as TrackedStorage;
    });
    afterAll(() => server?.close());

    it('the sweep deletes a file no row references once older than the upload timeout, and keeps the rest', async () => {
      const owner = await newManufacturer(server);
      const uploaded = await uploadMedia(server.app, owner.token, [{ bytes: PNG, filename: 'kept.png' }]);
      expect(uploaded.statusCode).toBe(201);
      const keptKey = uploaded.json().items[0].url.slice('/uploads/'.length);
      // What a process killed between storing a file and committing its row leaves behind.
      const orphan = await storageOf(server.app.storage, owner.id).save(PNG, {
        folder: 'media',
        extension: 'png',
        contentType: 'image/png',
      });
      const young = await storageOf(server.app.storage, owner.id).save(PNG, {
        folder: 'media',
        extension: 'png',
        contentType: 'image/png',
      });
      expect(await used(server, owner.id)).toBe(3 * PNG.length);
      await age(server, [keptKey, orphan.key]);

      expect((await sweep()).files).toBe(1);
      const keys = await server.storedKeys();
      expect(keys).toContain(keptKey);
      expect(keys).toContain(young.key);
      expect(keys).not.toContain(orphan.key);
      const records = await server.db
        .select()
        .from(storedFiles)
        .where(eq(storedFiles.manufacturerId, owner.id));
      expect(Object.fromEntries(records.map((r) => [r.key, r.state]))).toEqual({
        [keptKey]: 'KEPT',
        [young.key]: 'PENDING',
      });
      expect(await used(server, owner.id)).toBe(2 * PNG.length);
      await tracked.delete(young.key);
      expect(await used(server, owner.id)).toBe(PNG.length);
    });

    it('a file whose row is deleted is left to the sweep when the process dies before deleting it', async () => {
      const owner = await newManufacturer(server);
      const uploaded = await uploadMedia(server.app, owner.token, [{ bytes: PNG, filename: 'gone.png' }]);
      const item = uploaded.json().items[0];
      const key = item.url.slice('/uploads/'.length);
      await age(server, [key]);
      await sweep(); // the row references it: KEPT
      // The process dies once the row's delete is committed, before the file's delete starts.
      const deleteFile = tracked.delete;
      tracked.delete = async () => {
        throw new Error('killed');
      };
      try {
        const deleted = await server.app.inject({
          method: 'DELETE',
          url: `/api/media/${item.id}`,
          headers: { authorization: `Bearer ${owner.token}` },
        });
        expect(deleted.statusCode).toBe(200);
      } finally {
        tracked.delete = deleteFile;
      }
      expect(await server.storedKeys()).toContain(key);

      await age(server, [key]);
      expect((await sweep()).files).toBe(1);
      expect(await server.storedKeys()).not.toContain(key);
      expect(await used(server, owner.id)).toBe(0);
    });

    it('refuses an upload beyond the subscription’s storage quota with 413, keeping nothing of it', async () => {
      const owner = await newManufacturer(server, { storageQuotaBytes: 2 ** 20 });
      const first = await uploadMedia(server.app, owner.token, [{ bytes: PNG, filename: 'a.png' }]);
      expect(first.statusCode).toBe(201);
      const keys = await server.storedKeys();
      const big = await uploadMedia(server.app, owner.token, [
        { bytes: ofSize(PNG, 2 ** 20), filename: 'big.png' },
      ]);
      expect(big.statusCode).toBe(413);
      expect(big.json().message).toBe(
        'big.png: Storage quota reached: your subscription allows 1 MB of files; delete some files to upload more',
      );
      expect(await server.storedKeys()).toEqual(keys);
      expect(await used(server, owner.id)).toBe(PNG.length);
      // Exactly up to the quota is fine; then even a small file is refused before its bytes are stored.
      const rest = await uploadMedia(server.app, owner.token, [
        { bytes: ofSize(PNG, 2 ** 20 - PNG.length), filename: 'rest.png' },
      ]);
      expect(rest.statusCode).toBe(201);
      const full = await uploadMedia(server.app, owner.token, [{ bytes: PNG, filename: 'c.png' }]);
      expect(full.statusCode).toBe(413);
      const removed = await server.app.inject({
        method: 'DELETE',
        url: `/api/media/${rest.json().items[0].id}`,
        headers: { authorization: `Bearer ${owner.token}` },
      });
      expect(removed.statusCode).toBe(200);
      expect(await used(server, owner.id)).toBe(PNG.length);
      expect(
        (await uploadMedia(server.app, owner.token, [{ bytes: PNG, filename: 'd.png' }])).statusCode,
      ).toBe(201);
    });

    if (driver === 'disk')
      it('removes .part files of writes that died, once older than the upload timeout', async () => {
        const tmp = join(server.dataDir, 'uploads', '.tmp');
        await mkdir(tmp, { recursive: true });
        await writeFile(join(tmp, 'dead.part'), 'half a file');
        await writeFile(join(tmp, 'live.part'), 'a file on its way');
        const old = new Date(Date.now() - 10 * 60_000);
        await utimes(join(tmp, 'dead.part'), old, old);
        expect((await sweep()).unfinished).toBe(1);
        expect(await readdir(tmp)).toEqual(['live.part']);
      });
  },
);

describe('spooled uploads', () => {
  it('removes the spool of a dead process once older than the timeout; never a live process’s', async () => {
    const folder = await mkdtemp(join(tmpdir(), 'spool-sweep-'));
    const old = new Date(Date.now() - 10 * 60_000);
    for (const name of [
      'apparel-import-999999999-dead',
      `apparel-import-${process.pid}-mine`,
      'apparel-import-999999998-young',
    ]) {
      await mkdir(join(folder, name));
      await writeFile(join(folder, name, 'upload.csv'), 'sku\n');
      if (!name.endsWith('young')) await utimes(join(folder, name), old, old);
    }
    expect(await sweepSpooledUploads(60_000, folder)).toBe(1);
    expect((await readdir(folder)).sort()).toEqual([
      `apparel-import-${process.pid}-mine`,
      'apparel-import-999999998-young',
    ]);
    await rm(folder, { recursive: true, force: true });
  });
});
