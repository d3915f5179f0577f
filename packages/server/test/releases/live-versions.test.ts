import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { releaseFileKey } from '../../src/modules/releases/release-store';
import { call, publish, type RegistryServer, releaseZip, startRegistryServer } from './release-support';

/** Only versions that have been live (pinned or canaried, ever) are served. */
let server: RegistryServer;
const PAGE = 'static/js/TestPage.1a2b3c4d.js';
const status = async (version: string, name = PAGE) =>
  (await server.app.inject({ url: `/remotes/mf-media/${version}/${name}` })).statusCode;
const ops = (path: string, body?: unknown, method: 'POST' | 'DELETE' = 'POST') =>
  call(server.app, method, `/api/admin/remotes/mf-media/${path}`, server.adminToken, body);

beforeAll(async () => {
  server = await startRegistryServer();
  for (const version of ['1.0.0', '1.1.0', '1.2.0', '1.3.0']) {
    const response = await publish(
      server.app,
      'mf-media',
      version,
      releaseZip('mf-media', { marker: version }),
      server.adminToken,
    );
    expect(response.statusCode, response.body).toBe(201);
  }
});
afterAll(() => server.close());

describe('a version that has never been live', () => {
  it('answers 404 for every file, its manifest and remote entry too', async () => {
    for (const name of [PAGE, 'mf-manifest.json', 'remoteEntry.js', 'mf-routes.json'])
      expect(await status('1.0.0', name), name).toBe(404);
  });

  it('is not reachable by its storage key under /uploads either', async () => {
    const page = Buffer.from(unzipSync(releaseZip('mf-media', { marker: '1.3.0' }))[PAGE] as Uint8Array);
    const response = await server.app.inject({ url: `/uploads/${releaseFileKey(page, 'js')}` });
    expect(response.statusCode).toBe(404);
  });
});

describe('a version once live', () => {
  it('is served from its pin on, and still after a new pin and a rollback (open tabs keep working)', async () => {
    expect((await ops('pin', { version: '1.0.0' })).statusCode).toBe(200);
    expect(await status('1.0.0')).toBe(200);
    expect(await status('1.1.0')).toBe(404);
    expect((await ops('pin', { version: '1.1.0' })).statusCode).toBe(200);
    expect(await status('1.0.0')).toBe(200);
    expect((await ops('rollback')).statusCode).toBe(200);
    expect(await status('1.1.0')).toBe(200);
    expect(await status('1.2.0')).toBe(404);
  });

  it('is served from the start of its canary, and still after the canary is dropped', async () => {
    expect((await ops('canary', { version: '1.2.0', percent: 5 })).statusCode).toBe(200);
    expect(await status('1.2.0')).toBe(200);
    expect((await ops('canary', undefined, 'DELETE')).statusCode).toBe(200);
    expect(await status('1.2.0')).toBe(200);
    expect(await status('1.3.0')).toBe(404);
  });
});

it('migration 0017 counts as live the versions pinned, canaried or led to by a pin change before it', async () => {
  await server.db.execute(sql`update remote_versions set went_live_at = null`);
  const migration = await readFile(
    join(import.meta.dirname, '../../drizzle/0017_remote_versions_went_live.sql'),
    'utf8',
  );
  const backfill = migration.split('--> statement-breakpoint')[1] ?? '';
  expect(backfill).toMatch(/^\s*UPDATE "remote_versions"/);
  await server.db.execute(sql.raw(backfill));
  for (const version of ['1.0.0', '1.1.0', '1.2.0']) expect(await status(version), version).toBe(200);
  expect(await status('1.3.0')).toBe(404);
});
