import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, readdir, rm } from 'node:fs/promises';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseTarget, openDatabase } from '../../src/db/client';
import { categories, manufacturers, subscriptions } from '../../src/db/schema';
import { ofSize, PNG } from '../media/media-fixtures';
import { createAccount } from '../support/fixtures';
import { buildChildServer, type ChildServer, startChildServer } from './child-server';

/**
 * kill -9 of a real server process during a media upload and during a CSV import, then a restart:
 * the sweep leaves no orphan file, no spooled upload, no row of the killed import, and the import is
 * listed INTERRUPTED. On the driver of the vitest project (PGlite on disk, or PostgreSQL).
 */
const onPostgres = process.env.SERVER_TEST_DB === 'postgres';
let dataDir: string;
let target: DatabaseTarget;
let dropDatabase = async () => {};
const env = () => ({
  DATA_DIR: dataDir,
  TMPDIR: join(dataDir, 'tmp'),
  JWT_SECRET: 'kill-restart-test-secret-of-at-least-32-chars',
  ...(onPostgres && target.driver === 'postgres' ? { DATABASE_URL: target.url } : {}),
});
let account: { email: string; password: string };
let running: ChildServer | null = null;
let build: Awaited<ReturnType<typeof buildChildServer>>;

const withDatabase = async <T>(work: (db: Awaited<ReturnType<typeof openDatabase>>['db']) => Promise<T>) => {
  const database = await openDatabase(target);
  try {
    await database.migrate();
    return await work(database.db);
  } finally {
    await database.close();
  }
};

beforeAll(async () => {
  build = await buildChildServer();
  dataDir = await mkdtemp(join(tmpdir(), 'apparel-kill-test-'));
  await mkdir(join(dataDir, 'tmp'));
  if (onPostgres) {
    const adminUrl = process.env.DATABASE_URL ?? '';
    const name = `t_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    target = { driver: 'postgres', url: url.toString(), poolSize: 2 };
    dropDatabase = async () => {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    };
  } else target = { driver: 'pglite', dataDir: join(dataDir, 'db') };
  account = await withDatabase(async (db) => {
    const [maker] = await db
      .insert(manufacturers)
      .values({ name: 'Kill Test', description: 'x', address: '1 Road', state: 'Gujarat', city: 'Surat' })
      .returning({ id: manufacturers.id });
    if (!maker) throw new Error('no manufacturer');
    await db.insert(subscriptions).values({
      manufacturerId: maker.id,
      startDate: '2020-01-01',
      endDate: '2099-12-31',
      productLimit: 100_000,
      retailerLimit: 10,
    });
    await db.insert(categories).values({ manufacturerId: maker.id, name: 'Shirts' });
    return createAccount(db, { role: 'MANUFACTURER', manufacturerId: maker.id });
  });
}, 180_000);
afterAll(async () => {
  await running?.kill();
  await build?.remove();
  await dropDatabase();
  await rm(dataDir, { recursive: true, force: true });
});

const login = async (url: string) => {
  const response = await fetch(`${url}/api/auth/pass-login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ identifier: account.email, password: account.password }),
  });
  const { token } = (await response.json()) as { token?: string };
  if (!token) throw new Error(`The test account could not sign in: ${response.status}`);
  return token;
};
const getJson = async (url: string, token: string) =>
  (await fetch(url, { headers: { authorization: `Bearer ${token}` } })).json() as Promise<
    Record<string, unknown> & { items: { state: string; fileName: string }[] }
  >;

/** Starts a multipart POST and writes `parts` one after the other; the body is never finished unless `end`. */
const postMultipart = (
  url: string,
  token: string,
  parts: { name: string; filename: string; bytes: Buffer }[],
  end: boolean,
) => {
  const boundary = `----kill${randomBytes(8).toString('hex')}`;
  const req = request(url, {
    method: 'POST',
    headers: {
      'content-type': `multipart/form-data; boundary=${boundary}`,
      authorization: `Bearer ${token}`,
    },
  });
  req.on('error', () => {});
  for (const part of parts) {
    req.write(
      `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"; filename="${part.filename}"\r\n` +
        'Content-Type: application/octet-stream\r\n\r\n',
    );
    req.write(part.bytes);
    req.write('\r\n');
  }
  if (end) req.end(`--${boundary}--\r\n`);
  return req;
};

const filesIn = async (folder: string) => (await readdir(folder).catch(() => [] as string[])).length;
const storedMedia = () => filesIn(join(dataDir, 'uploads', 'media'));
const unfinishedWrites = () => filesIn(join(dataDir, 'uploads', '.tmp'));
const spools = async () =>
  (await readdir(join(dataDir, 'tmp'))).filter((name) => name.startsWith('apparel-import-')).length;

/** What a failure message shows: the files on disk and whether the server still runs, with its output. */
const situation = async () =>
  `stored media ${await storedMedia()}, .part files ${await unfinishedWrites()}, spooled uploads ${await spools()}; ` +
  `the server: ${running?.state() ?? 'none'}`;

/** Polls `check` until it holds; fails at once, saying why, if the server has died meanwhile. */
const waitFor = async (what: string, check: () => Promise<boolean>, timeoutMs = 90_000) => {
  const started = Date.now();
  while (!(await check())) {
    const died = running?.hasExited() ?? false;
    if (died || Date.now() - started > timeoutMs)
      throw new Error(`${died ? 'The server died' : 'Timed out'} waiting for ${what}: ${await situation()}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
};
const stagedRows = () =>
  withDatabase(async (db) => {
    const result = (await db.execute(
      sql`select count(*)::integer as n from product_import_rows`,
    )) as unknown as {
      rows: { n: number }[];
    };
    return result.rows[0]?.n ?? 0;
  });

const HEADER = 'sku,name,adminName,price,mrp,stockQty,description,category';
const bigCsv = (rows: number) =>
  Buffer.from(
    [
      HEADER,
      ...Array.from(
        { length: rows },
        (_, i) => `KILL-${i},Shirt ${i},Admin ${i},199,299,10,Linen shirt ${i},Shirts`,
      ),
    ].join('\n'),
  );

/** 38 to 110 s on PGlite at load 15 to 20 (three server starts of 10 to 39 s each among them). */
const TEST_MS = 360_000;

describe('kill -9 and restart', () => {
  it(
    'leaves no orphan file, no spooled upload and no row of the killed import; the import reads INTERRUPTED',
    async () => {
      running = await startChildServer(build.main, env());
      let token = await login(running.url);

      // 1. A 10-file media upload killed after three files are stored and while the fourth is written.
      const image = ofSize(PNG, 512 * 1024);
      const files = [1, 2, 3].map((n) => ({ name: 'files', filename: `${n}.png`, bytes: image }));
      const upload = postMultipart(
        `${running.url}/api/media/upload`,
        token,
        [...files, { name: 'files', filename: '4.png', bytes: image.subarray(0, 300 * 1024) }],
        false,
      );
      await waitFor(
        '3 stored files and a .part',
        async () => (await storedMedia()) === 3 && (await unfinishedWrites()) === 1,
      );
      await running.kill();
      upload.destroy();

      // 2. A 30,000-row import killed while its rows are being staged.
      running = await startChildServer(build.main, env());
      const importing = postMultipart(
        `${running.url}/api/manufacturer/bulk-upload`,
        token,
        [{ name: 'file', filename: 'killed.csv', bytes: bigCsv(30_000) }],
        true,
      );
      await waitFor('the spooled upload', async () => (await spools()) === 1);
      // The import is recorded with its first staged batch; the server lists it RUNNING while it works.
      const url = running.url;
      await waitFor(
        'the import running',
        async () => (await getJson(`${url}/api/products/imports`, token)).items[0]?.state === 'RUNNING',
      );
      if (onPostgres) await waitFor('staged rows', async () => (await stagedRows()) > 0);
      await running.kill();
      importing.destroy();
      expect(await storedMedia()).toBe(3);
      expect(await spools()).toBe(1);

      // 3. Restart: anything older than the upload timeout (1 s here) is dead on every instance.
      await new Promise((resolve) => setTimeout(resolve, 1100));
      running = await startChildServer(build.main, { ...env(), UPLOAD_TIMEOUT: '1', REQUEST_TIMEOUT: '1' });
      await waitFor(
        'the sweep',
        async () => (await storedMedia()) + (await unfinishedWrites()) + (await spools()) === 0,
      );
      token = await login(running.url);
      const imports = await getJson(`${running.url}/api/products/imports`, token);
      expect(imports.items).toMatchObject([{ fileName: 'killed.csv', state: 'INTERRUPTED', success: 0 }]);
      expect((await getJson(`${running.url}/api/products?q=KILL`, token)).total).toBe(0);
      expect((await getJson(`${running.url}/api/media/list`, token)).items).toEqual([]);
      if (onPostgres) expect(await stagedRows()).toBe(0);
      await running.stop();
      running = null;
      if (!onPostgres) expect(await stagedRows()).toBe(0);
    },
    TEST_MS,
  );
});
