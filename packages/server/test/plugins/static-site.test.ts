import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../../src/app';
import { startTestServer, type TestServer } from '../support/test-app';
import { openTestDatabase } from '../support/test-database';

let root: string;
let server: TestServer;
/** The same server before `pnpm build`: no shell, no registry. */
let unbuilt: App;

const IMMUTABLE = 'public, max-age=31536000, immutable';
const SHELL_JS = 'console.log("shell");'.repeat(50);
const INDEX_HTML = '<!doctype html><title>Apparel shell</title><div id="root"></div>';
const manifestUrl = (version: string) => `/remotes/mf-catalogue/${version}/mf-manifest.json`;
const pins = (version: string) => ({ 'mf-catalogue': manifestUrl(version) });
const routesOf = (title: string) => [
  { path: '/products', module: 'ProductListPage', role: 'MANUFACTURER', title },
];
/** A version's route manifest, as the remote's build writes it next to its mf-manifest.json. */
const routeManifest = (title: string) => JSON.stringify({ remote: 'mf-catalogue', routes: routesOf(title) });

const write = async (file: string, content: string | Buffer) => {
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, content);
};

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'apparel-static-'));
  const shellDir = join(root, 'shell-dist');
  const remotesDir = join(root, 'registry');
  await write(join(shellDir, 'index.html'), INDEX_HTML);
  await write(join(shellDir, 'static/js/main.3f9a1c2e.js'), SHELL_JS);
  await write(join(shellDir, 'static/js/main.3f9a1c2e.js.gz'), gzipSync(SHELL_JS));
  await write(join(shellDir, 'favicon.ico'), 'icon');
  await write(join(remotesDir, 'remotes.json'), JSON.stringify(pins('1.0.0')));
  const version = join(remotesDir, 'mf-catalogue/1.0.0');
  await write(join(version, 'mf-manifest.json'), '{"name":"mf-catalogue"}');
  await write(join(version, 'mf-stats.json'), '{}');
  await write(join(version, 'remoteEntry.js'), 'var entry;');
  await write(join(version, 'static/js/async/products.9b8c7d6e.js'), 'var page;');
  await write(join(version, 'mf-routes.json'), routeManifest('Products'));
  await write(join(remotesDir, 'mf-catalogue/1.1.0/mf-manifest.json'), '{"name":"mf-catalogue"}');
  await write(join(remotesDir, 'mf-catalogue/1.1.0/mf-routes.json'), routeManifest('All products'));
  await write(join(remotesDir, 'mf-catalogue/0.9.0/mf-manifest.json'), '{"name":"mf-catalogue"}');
  server = await startTestServer({ shellDir, remotesDir });
  unbuilt = await buildApp({
    config: { ...server.config, shellDir: join(root, 'not-built'), remotesDir: join(root, 'no-registry') },
    database: server.database,
  });
});
afterAll(async () => {
  await unbuilt?.close();
  await server?.close();
  await rm(root, { recursive: true, force: true });
});

/** The page without what the server inlines into it (shell-html.test.ts covers that part). */
const pageOf = (body: string) =>
  body
    .replace(
      /<link rel="preload"[^>]*>|<script type="application\/json" id="remotes-answer">.*?<\/script>|<script>.*?<\/script><style>.*?<\/style>/g,
      '',
    )
    .replace(/<div id="root">.*<\/div><\/body>/s, '<div id="root"></div></body>');

const get = (url: string, accept = '*/*', app = server.app) =>
  app.inject({ method: 'GET', url, headers: { accept } });
const HTML = 'text/html,application/xhtml+xml,*/*;q=0.8';

describe('the shell at /', () => {
  it('serves index.html with no-cache and a CSP that allows blob: and data: previews over plain http', async () => {
    const response = await get('/', HTML);
    expect(response.statusCode).toBe(200);
    expect(pageOf(response.body)).toBe(INDEX_HTML);
    expect(response.headers['cache-control']).toBe('no-cache');
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("img-src 'self' data: blob:");
    expect(csp).toContain("media-src 'self' data: blob:");
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('upgrade-insecure-requests');
  });

  it('answers client routes with index.html (SPA fallback) when the browser asks for a page', async () => {
    for (const url of ['/products/12', '/manufacturers/3/subscription', '/login?next=%2Fmedia']) {
      const response = await get(url, HTML);
      expect(response.statusCode).toBe(200);
      expect(pageOf(response.body)).toBe(INDEX_HTML);
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it('marks content-hashed assets immutable and other files no-cache', async () => {
    const asset = await get('/static/js/main.3f9a1c2e.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe(IMMUTABLE);
    expect((await get('/favicon.ico')).headers['cache-control']).toBe('no-cache');
  });

  it('sends the precompressed copy to a browser that accepts it, with the same cache header', async () => {
    const compressed = await server.app.inject({
      method: 'GET',
      url: '/static/js/main.3f9a1c2e.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(compressed.statusCode).toBe(200);
    expect(compressed.headers['content-encoding']).toBe('gzip');
    expect(compressed.headers['content-type']).toMatch(/javascript/);
    expect(compressed.headers['cache-control']).toBe(IMMUTABLE);
    expect(compressed.rawPayload).toEqual(gzipSync(SHELL_JS));
    const plain = await get('/static/js/main.3f9a1c2e.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SHELL_JS);
  });

  it('answers 404, not the page, for a missing asset', async () => {
    const response = await get('/static/js/gone.12345678.js');
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('Apparel shell');
  });

  it('never falls back to the page under /api, /remotes or /uploads', async () => {
    for (const url of [
      '/api/unknown',
      '/api',
      '/remotes/mf-catalogue/9.9.9/remoteEntry.js',
      '/uploads/logos/x.png',
    ]) {
      const response = await get(url, HTML);
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type'], url).toMatch(/application\/json/);
    }
  });

  it('answers 503 with a page saying to run pnpm build while the shell is not built', async () => {
    for (const url of ['/', '/products']) {
      const response = await get(url, HTML, unbuilt);
      expect(response.statusCode).toBe(503);
      expect(response.headers['content-type']).toMatch(/text\/html/);
      expect(response.body).toContain('pnpm build');
    }
    expect((await get('/api/health', '*/*', unbuilt)).statusCode).toBe(200);
  });
});

describe('the remotes registry', () => {
  it("answers /remotes.json with each pinned version's manifest URL and routes, no-cache, read on every request", async () => {
    const first = await get('/remotes.json');
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('no-cache');
    expect(first.json()).toEqual({
      'mf-catalogue': { manifest: manifestUrl('1.0.0'), routes: routesOf('Products') },
    });

    await writeFile(join(server.config.remotesDir, 'remotes.json'), JSON.stringify(pins('1.1.0')));
    expect((await get('/remotes.json')).json()).toEqual({
      'mf-catalogue': { manifest: manifestUrl('1.1.0'), routes: routesOf('All products') },
    });
  });

  it('answers no routes for a pin without a route manifest; a broken pin file changes nothing', async () => {
    const pinFile = join(server.config.remotesDir, 'remotes.json');
    await writeFile(pinFile, JSON.stringify(pins('0.9.0')));
    expect((await get('/remotes.json')).json()).toEqual({
      'mf-catalogue': { manifest: manifestUrl('0.9.0'), routes: [] },
    });
    // The pins live in the database (issue 22): the folder's file is only followed when it changes.
    await writeFile(pinFile, '{"mf-catalogue": ');
    const broken = await get('/remotes.json');
    expect(broken.statusCode).toBe(200);
    expect(broken.json()['mf-catalogue'].manifest).toBe(manifestUrl('0.9.0'));
    await writeFile(pinFile, JSON.stringify(pins('1.0.0')));
  });

  it('answers 404 for /remotes.json when nothing is published', async () => {
    // The registry is the database's: a fresh one, as on a machine before `pnpm build`.
    const fresh = await openTestDatabase();
    await fresh.database.migrate();
    const app = await buildApp({
      config: { ...server.config, remotesDir: join(root, 'no-registry') },
      database: fresh.database,
    });
    try {
      const response = await get('/remotes.json', '*/*', app);
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toMatch(/pnpm build/);
    } finally {
      await app.close();
      await fresh.database.close();
      await fresh.drop();
    }
  });

  it('serves manifests, stats and remote entries no-cache, every other file immutable', async () => {
    const base = '/remotes/mf-catalogue/1.0.0';
    for (const file of ['mf-manifest.json', 'mf-stats.json', 'remoteEntry.js']) {
      const response = await get(`${base}/${file}`);
      expect(response.statusCode, file).toBe(200);
      expect(response.headers['cache-control'], file).toBe('no-cache');
    }
    const chunk = await get(`${base}/static/js/async/products.9b8c7d6e.js`);
    expect(chunk.statusCode).toBe(200);
    expect(chunk.headers['cache-control']).toBe(IMMUTABLE);
  });

  it('does not serve files outside the registry folder', async () => {
    for (const url of ['/remotes/../shell-dist/index.html', '/remotes/%2e%2e/shell-dist/index.html']) {
      const response = await get(url);
      expect(response.statusCode, url).not.toBe(200);
    }
  });
});
