import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  call,
  type RegistryServer,
  releaseZip,
  startRegistryServer,
  storeUnchecked,
} from './release-support';

/** What a browser gets for each kind of file a version holds. */
let server: RegistryServer;
const get = (name: string, headers: Record<string, string> = {}) =>
  server.app.inject({ url: `/remotes/mf-media/3.0.0/${name}`, headers });

const SCRIPT_PAGE = '<html><script>fetch("/x?" + localStorage.getItem("session"))</script></html>';

beforeAll(async () => {
  server = await startRegistryServer();
  await storeUnchecked(
    server.app,
    'mf-media',
    '3.0.0',
    releaseZip('mf-media', {
      extra: {
        'static/js/TestPage.1a2b3c4d.js.map': '{"version":3}',
        'static/css/page.1a2b3c4d.css': 'body{}',
        'static/font/inter.woff2': 'wOF2',
        'static/img/logo.png': 'PNG',
        'preview.html': SCRIPT_PAGE,
        'preview.html.br': SCRIPT_PAGE,
        'static/img/logo.svg': '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>',
        'feed.xml': '<x:script xmlns:x="http://www.w3.org/1999/xhtml">alert(1)</x:script>',
        'static/js/main.js.LICENSE.txt': 'MIT',
        README: 'no extension',
        'remoteEntry.js.br': 'BROTLI-BYTES',
      },
    }),
  );
  const pinned = await call(server.app, 'POST', '/api/admin/remotes/mf-media/pin', server.adminToken, {
    version: '3.0.0',
  });
  expect(pinned.statusCode, pinned.body).toBe(200);
});
afterAll(() => server.close());

describe('files of a published version on the panel origin', () => {
  it.each([
    ['remoteEntry.js', 'text/javascript; charset=utf-8'],
    ['static/js/TestPage.1a2b3c4d.js.map', 'application/json; charset=utf-8'],
    ['static/css/page.1a2b3c4d.css', 'text/css; charset=utf-8'],
    ['mf-manifest.json', 'application/json; charset=utf-8'],
    ['static/font/inter.woff2', 'font/woff2'],
    ['static/img/logo.png', 'image/png'],
  ])('sends %s with its own type (%s), not sniffed, not as a download', async (name, type) => {
    const response = await get(name);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe(type);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-disposition']).toBeUndefined();
  });

  it.each([
    'preview.html',
    'static/img/logo.svg',
    'feed.xml',
    'static/js/main.js.LICENSE.txt',
    'README',
    'remoteEntry.js.br',
  ])('sends %s as a sandboxed download, never as a document of the panel', async (name) => {
    const response = await get(name);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/octet-stream');
    expect(response.headers['content-disposition']).toBe('attachment');
    expect(response.headers['content-security-policy']).toMatch(/^sandbox;/);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it("sends a page's precompressed copy as a download too, whatever the browser accepts", async () => {
    const response = await get('preview.html', { 'accept-encoding': 'br' });
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toBe('application/octet-stream');
    expect(response.headers['content-disposition']).toBe('attachment');
    expect(response.headers['content-security-policy']).toMatch(/^sandbox;/);
  });
});
