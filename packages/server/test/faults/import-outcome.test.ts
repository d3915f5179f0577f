import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productImportRows, productImports, storedFiles } from '../../src/db/schema';
import { sweepOnce } from '../../src/plugins/sweeper';
import type { TrackedStorage } from '../../src/storage/tracked-storage';
import {
  addCategory,
  importCsv,
  liveProducts,
  newManufacturer,
  type Tenant,
} from '../catalogue/catalogue-support';
import { callApi } from '../support/fixtures';
import { startTestServer, type TestServer } from '../support/test-app';

let server: TestServer;
let owner: Tenant;
let other: Tenant;
beforeAll(async () => {
  server = await startTestServer();
  owner = await newManufacturer(server, { productLimit: 5000 });
  other = await newManufacturer(server);
  await addCategory(server.app, owner.token, 'Shirts');
});
afterAll(() => server?.close());

const HEADER = 'sku,name,adminName,price,mrp,stockQty,description,category';
const row = (sku: string, price = '199') =>
  `${sku},Shirt ${sku},Admin ${sku},${price},299,10,Linen shirt,Shirts`;
const csv = (rows: string[]) => [HEADER, ...rows].join('\n');
const imports = (token: string) =>
  callApi(server.app, { method: 'GET', url: '/api/products/imports', token });
const sweep = () =>
  sweepOnce({ db: server.db, storage: (server.app.storage as TrackedStorage).inner, staleMs: 60_000 });

describe('CSV imports are recorded and land all together or not at all', () => {
  it('lists my latest imports with their state and counts; another manufacturer sees none of them', async () => {
    const answer = await importCsv(
      server.app,
      owner.token,
      csv([row('REC-1'), row('REC-2'), 'REC-3,,,,,,,']),
      'file',
      'spring.csv',
    );
    expect(answer.json()).toMatchObject({ success: 2, failed: 1 });
    const listed = await imports(owner.token);
    expect(listed.statusCode).toBe(200);
    expect(listed.json().items[0]).toMatchObject({
      fileName: 'spring.csv',
      state: 'DONE',
      success: 2,
      failed: 1,
      failedRowsUrl: null,
    });
    expect(listed.json().items[0].finishedAt).toEqual(expect.any(String));
    expect((await imports(other.token)).json()).toEqual({ items: [] });
    // A file refused as a whole (400) is no import: nothing is recorded.
    expect((await importCsv(server.app, owner.token, `${HEADER}\n`)).statusCode).toBe(400);
    expect((await imports(owner.token)).json().items).toHaveLength(1);
    const [staged] = await server.db.select({ n: sql<number>`count(*)::integer` }).from(productImportRows);
    expect(staged?.n).toBe(0);
  });

  it('a write failing while applying leaves none of the file’s rows and records the import FAILED', async () => {
    const before = await liveProducts(server.db, owner.id);
    // The last row of the file cannot be written: the whole import rolls back.
    await server.db.execute(sql`
      create function refuse_boom() returns trigger language plpgsql as $$
      begin if new.sku = 'BOOM' then raise exception 'refused for the test'; end if; return new; end $$`);
    await server.db.execute(
      sql`create trigger refuse_boom before insert on products for each row execute function refuse_boom()`,
    );
    try {
      const rows = Array.from({ length: 30 }, (_, i) => row(`ALL-${i}`));
      const answer = await importCsv(server.app, owner.token, csv([...rows, row('BOOM')]));
      expect(answer.statusCode).toBeGreaterThanOrEqual(500);
    } finally {
      await server.db.execute(sql`drop trigger refuse_boom on products`);
    }
    expect(await liveProducts(server.db, owner.id)).toBe(before);
    expect((await imports(owner.token)).json().items[0]).toMatchObject({ state: 'FAILED', success: 0 });
  });

  it('re-running a file changes nothing more: the same products, updated in place', async () => {
    const file = csv([row('IDEM-1', '150'), row('IDEM-2', '160')]);
    await importCsv(server.app, owner.token, file);
    const before = await liveProducts(server.db, owner.id);
    const again = await importCsv(server.app, owner.token, file);
    expect(again.json()).toMatchObject({ success: 2, failed: 0 });
    expect(await liveProducts(server.db, owner.id)).toBe(before);
  });

  it('the sweep marks an import left RUNNING by a dead process INTERRUPTED and drops its staged rows', async () => {
    const [dead] = await server.db
      .insert(productImports)
      .values({
        manufacturerId: owner.id,
        fileName: 'killed.csv',
        updatedAt: sql`now() - interval '2 minutes'`,
      })
      .returning();
    const [alive] = await server.db
      .insert(productImports)
      .values({ manufacturerId: owner.id, fileName: 'running.csv' })
      .returning();
    if (!dead || !alive) throw new Error('no import');
    for (const id of [dead.id, alive.id])
      await server.db
        .insert(productImportRows)
        .values({ importId: id, seq: 0, rowNo: 2, sku: 'X', itemIds: [] });
    expect((await sweep()).interrupted).toBe(1);
    const states = await server.db
      .select({ id: productImports.id, state: productImports.state })
      .from(productImports);
    expect(states.find((s) => s.id === dead.id)?.state).toBe('INTERRUPTED');
    expect(states.find((s) => s.id === alive.id)?.state).toBe('RUNNING');
    const staged = await server.db.select({ importId: productImportRows.importId }).from(productImportRows);
    expect(staged).toEqual([{ importId: alive.id }]);
    const listed = (await imports(owner.token)).json().items;
    expect(listed.find((item: { id: number }) => item.id === dead.id)).toMatchObject({
      state: 'INTERRUPTED',
      success: 0,
    });
    await server.db.delete(productImportRows);
    await server.db.delete(productImports).where(eq(productImports.id, alive.id));
  });

  it('keeps a failed-rows file 7 days after its import, then removes it', async () => {
    const bad = Array.from({ length: 1005 }, (_, i) => `BAD-${i},,,,,,,`);
    const answer = await importCsv(server.app, owner.token, csv(bad));
    const url: string = answer.json().failedRowsUrl;
    expect(url).toMatch(/^\/uploads\/imports\//);
    const key = url.slice('/uploads/'.length);
    // Older than the upload timeout, so the sweep settles it: its import references it.
    await server.db.execute(
      sql`update stored_files set created_at = now() - interval '8 days' where key = ${key}`,
    );
    await sweep();
    expect((await server.app.inject({ url })).statusCode).toBe(200);
    const [file] = await server.db.select().from(storedFiles).where(eq(storedFiles.key, key));
    expect(file).toMatchObject({ manufacturerId: owner.id, state: 'KEPT' });
    await server.db.execute(
      sql`update product_imports set finished_at = now() - interval '8 days' where failed_rows_key = ${key}`,
    );
    await sweep();
    expect((await server.app.inject({ url })).statusCode).toBe(404);
    expect(await server.db.select().from(storedFiles).where(eq(storedFiles.key, key))).toEqual([]);
    expect((await imports(owner.token)).json().items[0]).toMatchObject({ failed: 1005, failedRowsUrl: null });
  });
});
