import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  call,
  publish,
  type RegistryServer,
  registryContents,
  releaseZip,
  startRegistryServer,
  storeUnchecked,
} from './release-support';

/** A release token publishes one remote; publishing alone must change nothing a browser runs. */
let server: RegistryServer;
let mediaToken: string;

beforeAll(async () => {
  server = await startRegistryServer();
  mediaToken = (
    await call(server.app, 'POST', '/api/admin/release-tokens', server.adminToken, { remote: 'mf-media' })
  ).json().secret;
});
afterAll(() => server.close());

const refusedWithNothingStored = async (zip: Buffer, message: RegExp) => {
  const before = await registryContents(server.db, server.dataDir);
  const response = await publish(server.app, 'mf-media', '8.0.0', zip, mediaToken);
  expect(response.statusCode, response.body).toBe(400);
  expect(response.json().message).toMatch(message);
  expect(await registryContents(server.db, server.dataDir)).toEqual(before);
};

describe('documents in a release', () => {
  it.each([
    ['a page', 'preview.html', '<script>alert(1)</script>'],
    ['an .htm page in a folder', 'docs/index.HTM', '<script>alert(1)</script>'],
    ['an XHTML page', 'page.xhtml', '<html xmlns="http://www.w3.org/1999/xhtml"/>'],
    ['an XML document', 'feed.xml', '<x:script xmlns:x="http://www.w3.org/1999/xhtml"/>'],
    ['an SVG with a handler', 'static/img/logo.svg', '<svg onload="alert(1)"/>'],
    ['a plain SVG', 'static/img/plain.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>'],
    ["a page's precompressed copy alone", 'preview.html.br', 'BROTLI-BYTES'],
  ])('refuses %s with 400 naming the file, storing nothing', async (_what, name, text) => {
    await refusedWithNothingStored(
      releaseZip('mf-media', { extra: { [name]: text } }),
      new RegExp(`^The archive holds ${name.replace(/\./g, '\\.')}: a remote release may not hold pages`),
    );
  });
});

describe("the manifest's publicPath", () => {
  it.each([
    'https://cdn.example.com/mf-media/',
    'http://127.0.0.1:9/',
    '//cdn.example.com/mf-media/',
    '/\\cdn.example.com/',
    '\t//cdn.example.com/',
    'javascript:alert(1)//',
  ])('refuses %j at publish with 400 naming publicPath', async (publicPath) => {
    await refusedWithNothingStored(
      releaseZip('mf-media', { publicPath }),
      /^mf-manifest\.json's publicPath ".*" is another origin: a remote is served from the panel's \/remotes\/ only$/,
    );
  });

  it('refuses a getPublicPath (code a federation runtime would run) at publish', async () => {
    const zip = releaseZip('mf-media', {
      extra: {
        'mf-manifest.json': JSON.stringify({
          metaData: {
            remoteEntry: { name: 'remoteEntry.js', path: '' },
            getPublicPath: 'return "https://cdn.example.com/"',
          },
        }),
      },
    });
    await refusedWithNothingStored(zip, /^mf-manifest\.json's getPublicPath is code/);
  });

  it.each(['auto', '', '/remotes/mf-media/8.1.0/', './'])(
    'publishes a manifest whose publicPath %j stays on the panel',
    async (publicPath) => {
      const version = `8.1.${publicPath.length}`;
      const response = await publish(
        server.app,
        'mf-media',
        version,
        releaseZip('mf-media', { publicPath, marker: version }),
        mediaToken,
      );
      expect(response.statusCode, response.body).toBe(201);
    },
  );

  it('refuses to pin or canary a version already in the registry whose publicPath is another origin (409)', async () => {
    await storeUnchecked(
      server.app,
      'mf-media',
      '8.2.0',
      releaseZip('mf-media', { publicPath: '//cdn.example.com/', marker: 'elsewhere' }),
    );
    const message =
      'mf-media 8.2.0 cannot be pinned: mf-manifest.json\'s publicPath "//cdn.example.com/" is another origin: ' +
      "a remote is served from the panel's /remotes/ only";
    const pin = await call(server.app, 'POST', '/api/admin/remotes/mf-media/pin', server.adminToken, {
      version: '8.2.0',
    });
    expect(pin.statusCode).toBe(409);
    expect(pin.json().message).toBe(message);

    const pinned = await call(server.app, 'POST', '/api/admin/remotes/mf-media/pin', server.adminToken, {
      version: '8.1.4',
    });
    expect(pinned.statusCode, pinned.body).toBe(200);
    const canary = await call(server.app, 'POST', '/api/admin/remotes/mf-media/canary', server.adminToken, {
      version: '8.2.0',
      percent: 10,
    });
    expect(canary.statusCode).toBe(409);
    expect(canary.json().message).toMatch(
      /^mf-media 8\.2\.0 cannot be served as a canary: mf-manifest\.json's publicPath/,
    );
    const list = (await call(server.app, 'GET', '/api/admin/remotes', server.adminToken)).json();
    const version = list
      .find((remote: { name: string }) => remote.name === 'mf-media')
      .versions.find((v: { version: string }) => v.version === '8.2.0');
    expect(version).toMatchObject({ compatible: false });
    expect((await server.app.inject({ url: '/remotes.json' })).json()['mf-media'].manifest).toBe(
      '/remotes/mf-media/8.1.4/mf-manifest.json',
    );
  });
});
