import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createStorage } from '../../src/storage/create-storage';
import { sweepPendingFiles } from '../../src/storage/file-sweep';
import {
  call,
  publish,
  type RegistryServer,
  registryContents,
  releaseZip,
  startRegistryServer,
} from './release-support';

let server: RegistryServer;
beforeAll(async () => {
  server = await startRegistryServer();
});
afterAll(() => server.close());

const referencedKeys = async () =>
  Number(
    (
      (await server.db.execute(
        sql`select count(distinct storage_key) as n from remote_version_files`,
      )) as unknown as {
        rows: { n: string | number }[];
      }
    ).rows[0]?.n,
  );

it('two concurrent publishes of one version with different content: one is stored, the other 409, and the sweep leaves no orphan file', async () => {
  const [a, b] = await Promise.all(
    ['left', 'right'].map((marker) =>
      publish(server.app, 'mf-media', '6.0.0', releaseZip('mf-media', { marker }), server.adminToken),
    ),
  );
  expect([a?.statusCode, b?.statusCode].sort()).toEqual([201, 409]);
  await sweepPendingFiles(server.db, createStorage(server.config), 0);
  const contents = await registryContents(server.db, server.dataDir);
  expect(contents.versions).toBe(1);
  expect(contents.storedFiles).toBe(await referencedKeys());
  expect(contents.filesOnDisk).toBe(contents.storedFiles);
});

it('sends the precompressed copy a browser accepts, with the raw file type and Vary', async () => {
  const zip = releaseZip('mf-media', {
    marker: 'br',
    extra: { 'remoteEntry.js.br': 'BROTLI-BYTES', 'remoteEntry.js.gz': 'GZIP-BYTES' },
  });
  expect((await publish(server.app, 'mf-media', '6.1.0', zip, server.adminToken)).statusCode).toBe(201);
  const pin = { version: '6.1.0' };
  expect(
    (await call(server.app, 'POST', '/api/admin/remotes/mf-media/pin', server.adminToken, pin)).statusCode,
  ).toBe(200);
  const get = (encoding: string) =>
    server.app.inject({
      url: '/remotes/mf-media/6.1.0/remoteEntry.js',
      headers: { 'accept-encoding': encoding },
    });
  const br = await get('gzip, deflate, br');
  expect(br.headers['content-encoding']).toBe('br');
  expect(br.headers['content-type']).toContain('text/javascript');
  expect(br.headers.vary).toContain('Accept-Encoding');
  expect(br.headers['cache-control']).toBe('no-cache');
  expect(br.body).toBe('BROTLI-BYTES');
  expect((await get('gzip')).body).toBe('GZIP-BYTES');
  const raw = await get('identity');
  expect(raw.headers['content-encoding']).toBeUndefined();
  expect(raw.body).toBe('/* mf-media entry br */');
  expect((await server.app.inject({ url: '/remotes/mf-media/6.1.0/nope.js' })).statusCode).toBe(404);
  expect((await server.app.inject({ url: '/remotes/mf-media/9.9.9/remoteEntry.js' })).statusCode).toBe(404);
});
