import { strToU8, zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  call,
  OPS_TOKEN,
  publish,
  type RegistryServer,
  registryContents,
  releaseZip,
  startRegistryServer,
} from './release-support';

let server: RegistryServer;
let mediaToken: { id: number; secret: string };
let catalogueToken: { id: number; secret: string };

beforeAll(async () => {
  server = await startRegistryServer();
  const create = async (remote: string) =>
    (await call(server.app, 'POST', '/api/admin/release-tokens', server.adminToken, { remote })).json();
  mediaToken = await create('mf-media');
  catalogueToken = await create('mf-catalogue');
});
afterAll(() => server.close());

const nothingStored = async (before: Awaited<ReturnType<typeof registryContents>>) =>
  expect(await registryContents(server.db, server.dataDir)).toEqual(before);

describe('publishing a remote over HTTP', () => {
  it('stores a verified release under its version; the same content again changes nothing', async () => {
    const zip = releaseZip('mf-media', { marker: 'one' });
    const first = await publish(server.app, 'mf-media', '2.0.0', zip, mediaToken.secret);
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({ name: 'mf-media', version: '2.0.0', files: 6, unchanged: false });
    const again = await publish(server.app, 'mf-media', '2.0.0', zip, mediaToken.secret);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ unchanged: true, contentHash: first.json().contentHash });

    const url = '/remotes/mf-media/2.0.0/static/js/TestPage.1a2b3c4d.js';
    // Publishing alone serves nothing; the pin puts it on the panel.
    expect((await server.app.inject({ url })).statusCode).toBe(404);
    const pinned = await call(server.app, 'POST', '/api/admin/remotes/mf-media/pin', server.adminToken, {
      version: '2.0.0',
    });
    expect(pinned.statusCode, pinned.body).toBe(200);
    const file = await server.app.inject({ url });
    expect(file.statusCode).toBe(200);
    expect(file.body).toBe("export default () => 'page one';");
    expect(file.headers['cache-control']).toContain('immutable');
    expect(file.headers['content-type']).toContain('javascript');

    const list = (await call(server.app, 'GET', '/api/admin/remotes', server.adminToken)).json();
    const media = list.find((remote: { name: string }) => remote.name === 'mf-media');
    expect(media.versions).toEqual([
      expect.objectContaining({
        version: '2.0.0',
        publisher: 'release token #1 (mf-media)',
        compatible: true,
        refusals: [],
      }),
    ]);
    const tokens = (await call(server.app, 'GET', '/api/admin/release-tokens', server.adminToken)).json();
    expect(tokens.find((t: { id: number }) => t.id === mediaToken.id).lastUsedAt).toEqual(expect.any(String));
    expect(JSON.stringify(tokens)).not.toContain(mediaToken.secret);
  });

  it('refuses the same version with other content (409) and stores nothing', async () => {
    const before = await registryContents(server.db, server.dataDir);
    const response = await publish(
      server.app,
      'mf-media',
      '2.0.0',
      releaseZip('mf-media', { marker: 'two' }),
      mediaToken.secret,
    );
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toMatch(/^mf-media 2\.0\.0 is already published with different content/);
    await nothingStored(before);
    const file = await server.app.inject({ url: '/remotes/mf-media/2.0.0/static/js/TestPage.1a2b3c4d.js' });
    expect(file.body).toBe("export default () => 'page one';");
  });

  it.each([
    ['a file that is not a zip', Buffer.from('not a zip at all'), /not a readable zip file/],
    ['an empty body', Buffer.alloc(0), /empty/],
    [
      'a traversal name',
      releaseZip('mf-media', { extra: { '../../etc/evil.js': 'x' } }),
      /unsafe file name: "\.\.\/\.\.\/etc\/evil\.js"/,
    ],
    ['an absolute name', releaseZip('mf-media', { extra: { '/etc/evil.js': 'x' } }), /unsafe file name/],
    [
      'a missing chunk the manifest names',
      releaseZip('mf-media', { omit: ['static/js/chunk.5e6f7a8b.js'] }),
      /missing from the archive: static\/js\/chunk\.5e6f7a8b\.js/,
    ],
    ['no route manifest', releaseZip('mf-media', { omit: ['mf-routes.json'] }), /no mf-routes\.json/],
    [
      'no Module Federation manifest',
      releaseZip('mf-media', { omit: ['mf-manifest.json'] }),
      /no mf-manifest\.json/,
    ],
    [
      "another remote's route manifest",
      Buffer.from(
        zipSync({
          ...Object.fromEntries([]),
          'mf-routes.json': strToU8('{"remote":"mf-catalogue","routes":[]}'),
          'mf-manifest.json': strToU8('{}'),
          'build-info.json': strToU8('{}'),
        }),
      ),
      /route manifest of mf-catalogue, not of mf-media/,
    ],
  ])('refuses %s with 400 naming the problem, storing nothing', async (_what, zip, message) => {
    const before = await registryContents(server.db, server.dataDir);
    const response = await publish(server.app, 'mf-media', '2.1.0', zip, mediaToken.secret);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().message).toMatch(message);
    await nothingStored(before);
  });

  it('refuses a token of another remote (403), a revoked token (401), and a token on pins (403)', async () => {
    const before = await registryContents(server.db, server.dataDir);
    const other = await publish(
      server.app,
      'mf-media',
      '2.2.0',
      releaseZip('mf-media'),
      catalogueToken.secret,
    );
    expect(other.statusCode).toBe(403);
    expect(other.json().message).toBe('This release token publishes mf-catalogue only');
    const pin = await call(server.app, 'POST', '/api/admin/remotes/mf-media/pin', mediaToken.secret, {
      version: '2.0.0',
    });
    expect(pin.statusCode).toBe(403);
    const revoked = await call(
      server.app,
      'DELETE',
      `/api/admin/release-tokens/${catalogueToken.id}`,
      server.adminToken,
    );
    expect(revoked.statusCode).toBe(200);
    const afterRevoke = await publish(
      server.app,
      'mf-catalogue',
      '2.2.0',
      releaseZip('mf-catalogue'),
      catalogueToken.secret,
    );
    expect(afterRevoke.statusCode).toBe(401);
    const guessed = await publish(
      server.app,
      'mf-media',
      '2.2.0',
      releaseZip('mf-media'),
      `rt_${'A'.repeat(43)}`,
    );
    expect(guessed.statusCode).toBe(401);
    await nothingStored(before);
  });

  it('refuses a release token on every ops route of the registry (403)', async () => {
    const opsRoutes = server.app.routeTable.filter(
      (route) => route.config.releaseToken === 'ops' && route.method !== 'HEAD',
    );
    expect(opsRoutes.length).toBe(7);
    for (const route of opsRoutes) {
      const url = route.url.replace(':name', 'mf-media');
      const response = await server.app.inject({
        method: route.method as 'GET',
        url,
        headers: { authorization: `Bearer ${mediaToken.secret}` },
      });
      expect(response.statusCode, `${route.method} ${url}`).toBe(403);
    }
    // The scheme is read in any letter case, as for session tokens: still the release token, still 403.
    for (const scheme of ['bearer', 'BEARER']) {
      const route = opsRoutes[0];
      if (!route) break;
      const response = await server.app.inject({
        method: route.method as 'GET',
        url: route.url.replace(':name', 'mf-media'),
        headers: { authorization: `${scheme} ${mediaToken.secret}` },
      });
      expect(response.statusCode, scheme).toBe(403);
    }
  });

  it('admits a super admin session and the ops token to publish', async () => {
    const bySession = await publish(
      server.app,
      'mf-catalogue',
      '3.0.0',
      releaseZip('mf-catalogue'),
      server.adminToken,
    );
    expect(bySession.statusCode, bySession.body).toBe(201);
    const byOps = await publish(
      server.app,
      'mf-catalogue',
      '3.0.1',
      releaseZip('mf-catalogue', { marker: 'b' }),
      OPS_TOKEN,
    );
    expect(byOps.statusCode, byOps.body).toBe(201);
  });
});
