import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type S3TestServer, startS3rver } from '../storage/s3rver';
import { publish, type RegistryServer, releaseZip, startRegistryServer } from './release-support';

/** On S3, an object a browser reads straight from the bucket follows the registry's rules. */
let s3: S3TestServer;
let server: RegistryServer;

beforeAll(async () => {
  s3 = await startS3rver();
  server = await startRegistryServer({ storage: s3.storage });
}, 120_000);
afterAll(async () => {
  await server?.close();
  await s3?.stop();
});

it('stores each file with the type the panel serves it as, and a download as an attachment', async () => {
  const zip = releaseZip('mf-media', {
    extra: {
      'static/css/page.1a2b3c4d.css': 'body{}',
      'static/js/TestPage.1a2b3c4d.js.map': '{"version":3}',
      'static/font/inter.woff2': 'wOF2',
      'static/img/logo.png': 'PNG',
      'static/js/main.js.LICENSE.txt': 'MIT',
      'remoteEntry.js.br': 'BROTLI-BYTES',
      // The same bytes as a script and as a text file: two objects, each with its own metadata.
      'static/js/same.js': 'MIT',
    },
  });
  const published = await publish(server.app, 'mf-media', '1.0.0', zip, server.adminToken);
  expect(published.statusCode, published.body).toBe(201);
  const files = (
    (await server.db.execute(
      sql`select f.name, f.storage_key as key from remote_version_files f order by f.name`,
    )) as unknown as { rows: { name: string; key: string }[] }
  ).rows;
  const metadata = Object.fromEntries(
    await Promise.all(files.map(async ({ name, key }) => [name, await s3.head(key)] as const)),
  );
  const inline = (contentType: string) => ({ contentType, contentDisposition: undefined });
  const download = { contentType: 'application/octet-stream', contentDisposition: 'attachment' };
  expect(metadata).toEqual({
    'build-info.json': inline('application/json; charset=utf-8'),
    'mf-manifest.json': inline('application/json; charset=utf-8'),
    'mf-routes.json': inline('application/json; charset=utf-8'),
    'remoteEntry.js': inline('text/javascript; charset=utf-8'),
    'remoteEntry.js.br': download,
    'static/css/page.1a2b3c4d.css': inline('text/css; charset=utf-8'),
    'static/font/inter.woff2': inline('font/woff2'),
    'static/img/logo.png': inline('image/png'),
    'static/js/TestPage.1a2b3c4d.js': inline('text/javascript; charset=utf-8'),
    'static/js/TestPage.1a2b3c4d.js.map': inline('application/json; charset=utf-8'),
    'static/js/chunk.5e6f7a8b.js': inline('text/javascript; charset=utf-8'),
    'static/js/main.js.LICENSE.txt': download,
    'static/js/same.js': inline('text/javascript; charset=utf-8'),
  });
}, 60_000);
