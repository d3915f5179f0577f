import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../../src/app';
import { type DatabaseConnection, openDatabase } from '../../src/db/client';
import { type S3TestServer, startS3rver } from '../storage/s3rver';
import {
  call,
  publish,
  type RegistryServer,
  registryContents,
  releaseZip,
  startRegistryServer,
} from './release-support';

const onPostgres = process.env.SERVER_TEST_DB === 'postgres';

/** Two server instances on one PostgreSQL database and one S3-compatible bucket (PostgreSQL only). */
describe.skipIf(!onPostgres)('two instances share one registry', () => {
  let s3: S3TestServer;
  let one: RegistryServer;
  let second: DatabaseConnection;
  let two: App;
  let secondDataDir: string;

  beforeAll(async () => {
    s3 = await startS3rver();
    one = await startRegistryServer({ storage: s3.storage });
    if (!one.databaseUrl) throw new Error('no database URL');
    second = await openDatabase({ driver: 'postgres', url: one.databaseUrl, poolSize: 4 });
    secondDataDir = await mkdtemp(join(tmpdir(), 'registry-instance-two-'));
    two = await buildApp({
      config: { ...one.config, dataDir: secondDataDir },
      database: second,
      clock: one.clock,
    });
  }, 120_000);
  afterAll(async () => {
    await two?.close();
    await second?.close();
    await one?.close();
    await s3?.stop();
    await rm(secondDataDir, { recursive: true, force: true });
  });

  it('a version published through one and pinned through the other is served the same by both', async () => {
    const token = (
      await call(one.app, 'POST', '/api/admin/release-tokens', one.adminToken, { remote: 'mf-media' })
    ).json();
    const published = await publish(
      one.app,
      'mf-media',
      '5.0.0',
      releaseZip('mf-media', { marker: 'shared' }),
      token.secret,
    );
    expect(published.statusCode, published.body).toBe(201);
    expect((await s3.keys()).filter((key) => key.startsWith('remotes/'))).toHaveLength(6);
    expect((await registryContents(one.db, one.dataDir)).filesOnDisk).toBe(0);

    const pinned = await call(two, 'POST', '/api/admin/remotes/mf-media/pin', one.adminToken, {
      version: '5.0.0',
    });
    expect(pinned.statusCode, pinned.body).toBe(200);

    const [a, b] = await Promise.all([one.app, two].map((app) => app.inject({ url: '/remotes.json' })));
    expect(a?.json()['mf-media']).toEqual({
      manifest: '/remotes/mf-media/5.0.0/mf-manifest.json',
      routes: [expect.objectContaining({ path: '/mf-media-page' })],
    });
    expect(b?.json()).toEqual(a?.json());
    const file = '/remotes/mf-media/5.0.0/static/js/TestPage.1a2b3c4d.js';
    const [fa, fb] = await Promise.all([one.app, two].map((app) => app.inject({ url: file })));
    expect(fa?.statusCode).toBe(200);
    expect(fa?.body).toBe("export default () => 'page shared';");
    expect(fb?.body).toBe(fa?.body);
  }, 60_000);
});
