import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { RemoteRoute } from '@apparel/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { COLOR_SCHEME_SCRIPT, firstPaintOf } from '../../src/plugins/first-paint';
import { pageOf } from '../../src/plugins/page-preloads';
import { scriptSafeJson, shellHtml } from '../../src/plugins/shell-html';
import { startTestServer, type TestServer } from '../support/test-app';
import { openTestDatabase } from '../support/test-database';

let root: string;
let server: TestServer;

const INDEX_HTML =
  '<!doctype html><html lang="en"><head><title>Apparel Admin</title><script defer src="/main.3f9a1c2e.js"></script></head><body><div id="root"></div></body></html>';
const HTML = 'text/html,application/xhtml+xml,*/*;q=0.8';
const manifestUrl = (remote: string, version: string) => `/remotes/${remote}/${version}/mf-manifest.json`;

/** A remote version as `pnpm build` publishes it: its MF manifest (the parts read) and route manifest. */
const publish = async (
  remote: string,
  version: string,
  routes: object[],
  chunks: Record<string, string[]>,
) => {
  const folder = join(root, 'registry', remote, version);
  await mkdir(folder, { recursive: true });
  const manifest = {
    name: remote.replace('-', '_'),
    metaData: { remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' } },
    shared: [],
    exposes: Object.entries(chunks).map(([name, sync]) => ({
      name,
      path: `./${name}`,
      assets: { js: { sync, async: ['later.1a2b3c4d.js'] }, css: { sync: [], async: [] } },
    })),
  };
  await writeFile(join(folder, 'mf-manifest.json'), JSON.stringify(manifest));
  await writeFile(join(folder, 'mf-routes.json'), JSON.stringify({ remote, routes }));
};
const pin = (pins: Record<string, string>) =>
  writeFile(join(root, 'registry', 'remotes.json'), JSON.stringify(pins));

const LOGIN: RemoteRoute = {
  path: '/login',
  module: 'LoginPage',
  role: null,
  title: 'Sign in to your account',
};
const PRODUCTS: RemoteRoute = {
  path: '/products',
  module: 'ProductListPage',
  role: 'MANUFACTURER',
  title: 'Products',
  firstScreen: { actions: ['Export CSV', 'Add Product'], panels: ['Import products from CSV'] },
};
const PRODUCT: RemoteRoute = {
  path: '/products/:id',
  module: 'ProductFormPage',
  role: 'MANUFACTURER',
  title: 'Product',
};
const NEW_PRODUCT: RemoteRoute = {
  path: '/products/new',
  module: 'ProductNewPage',
  role: 'MANUFACTURER',
  title: 'New',
};

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'apparel-shell-html-'));
  const shellDir = join(root, 'shell-dist');
  await mkdir(shellDir, { recursive: true });
  await writeFile(join(shellDir, 'index.html'), INDEX_HTML);
  await publish('mf-auth', '1.0.0', [LOGIN], { LoginPage: ['103.aaaa1111.js', 'login.bbbb2222.js'] });
  await publish('mf-catalogue', '1.0.0', [PRODUCTS, PRODUCT, NEW_PRODUCT], {
    ProductListPage: ['list.cccc3333.js'],
    ProductFormPage: ['form.dddd4444.js'],
    ProductNewPage: ['new.eeee5555.js'],
  });
  await publish('mf-catalogue', '1.1.0', [PRODUCTS], { ProductListPage: ['list.ffff6666.js'] });
  await pin({
    'mf-auth': manifestUrl('mf-auth', '1.0.0'),
    'mf-catalogue': manifestUrl('mf-catalogue', '1.0.0'),
  });
  server = await startTestServer({ shellDir, remotesDir: join(root, 'registry') });
});
afterAll(async () => {
  await server?.close();
  await rm(root, { recursive: true, force: true });
});

const page = (url: string, headers: Record<string, string> = {}) =>
  server.app.inject({ method: 'GET', url, headers: { accept: HTML, ...headers } });

/** What the shell reads from the page: the JSON in #remotes-answer, as the browser's parser sees it. */
const startOf = (html: string) => {
  const match = html.match(/<script type="application\/json" id="remotes-answer">(.*?)<\/script>/s);
  if (!match?.[1]) throw new Error('no #remotes-answer in the page');
  return JSON.parse(match[1]) as { answer: Record<string, unknown>; manifests: Record<string, unknown> };
};
/** The first paint's h1 inside #root, as the browser shows its text; null without one. */
const headingOf = (html: string) => {
  const root = html.match(/<div id="root">(.*)<\/div><\/body>/s)?.[1] ?? '';
  const text = root.match(/<h1>(.*?)<\/h1>/s)?.[1];
  return text === undefined ? null : text.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
};
const preloadsOf = (html: string) =>
  [...html.matchAll(/<link rel="preload" as="script" href="([^"]+)">/g)].map((match) => match[1]);

describe("the shell's HTML", () => {
  it('carries the pins /remotes.json answers, inside <head>, no-cache', async () => {
    const response = await page('/login');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-cache');
    const pins = await server.app.inject({ method: 'GET', url: '/remotes.json' });
    expect(startOf(response.body).answer).toEqual(pins.json());
    expect(response.body.indexOf('id="remotes-answer"')).toBeLessThan(response.body.indexOf('</head>'));
  });

  it("preloads the route's remote entry and page chunks and inlines that version's manifest", async () => {
    const login = await page('/login?next=%2Fproducts');
    expect(preloadsOf(login.body)).toEqual([
      '/remotes/mf-auth/1.0.0/remoteEntry.js',
      '/remotes/mf-auth/1.0.0/103.aaaa1111.js',
      '/remotes/mf-auth/1.0.0/login.bbbb2222.js',
    ]);
    const manifests = startOf(login.body).manifests;
    expect(Object.keys(manifests)).toEqual([manifestUrl('mf-auth', '1.0.0')]);
    expect(manifests[manifestUrl('mf-auth', '1.0.0')]).toMatchObject({ name: 'mf_auth' });

    expect(preloadsOf((await page('/products/42')).body)).toEqual([
      '/remotes/mf-catalogue/1.0.0/remoteEntry.js',
      '/remotes/mf-catalogue/1.0.0/form.dddd4444.js',
    ]);
    expect(preloadsOf((await page('/products/new')).body)).toContain(
      '/remotes/mf-catalogue/1.0.0/new.eeee5555.js',
    );
  });

  it('shows a pin change in the next HTML', async () => {
    expect(preloadsOf((await page('/products')).body)).toContain(
      '/remotes/mf-catalogue/1.0.0/list.cccc3333.js',
    );
    await pin({
      'mf-auth': manifestUrl('mf-auth', '1.0.0'),
      'mf-catalogue': manifestUrl('mf-catalogue', '1.1.0'),
    });
    try {
      const next = await page('/products');
      expect(preloadsOf(next.body)).toEqual([
        '/remotes/mf-catalogue/1.1.0/remoteEntry.js',
        '/remotes/mf-catalogue/1.1.0/list.ffff6666.js',
      ]);
      const start = startOf(next.body);
      expect(start.answer['mf-catalogue']).toEqual({
        manifest: manifestUrl('mf-catalogue', '1.1.0'),
        routes: [PRODUCTS],
      });
      expect(Object.keys(start.manifests)).toEqual([manifestUrl('mf-catalogue', '1.1.0')]);
    } finally {
      await pin({
        'mf-auth': manifestUrl('mf-auth', '1.0.0'),
        'mf-catalogue': manifestUrl('mf-catalogue', '1.0.0'),
      });
    }
  });

  it('carries the pins alone for a path no remote owns', async () => {
    for (const url of ['/', '/index.html', '/no-such-page']) {
      const response = await page(url);
      expect(response.statusCode).toBe(200);
      expect(preloadsOf(response.body)).toEqual([]);
      expect(startOf(response.body).manifests).toEqual({});
      expect(Object.keys(startOf(response.body).answer)).toEqual(['mf-auth', 'mf-catalogue']);
      expect(response.body).toContain('<div id="root"></div>');
      expect(response.body).not.toContain('<style>');
    }
  });

  it('is the plain page when nothing is pinned, so the shell asks /remotes.json and shows why', async () => {
    // The registry is the database's: a fresh one, as on a machine before `pnpm build`.
    const fresh = await openTestDatabase();
    await fresh.database.migrate();
    const app = await buildApp({
      config: { ...server.config, remotesDir: join(root, 'no-registry') },
      database: fresh.database,
    });
    try {
      const response = await app.inject({ method: 'GET', url: '/login', headers: { accept: HTML } });
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe(INDEX_HTML);
    } finally {
      await app.close();
      await fresh.database.close();
      await fresh.drop();
    }
  });

  it('is sent compressed as the browser accepts it: brotli, else gzip, else as it is', async () => {
    const response = await page('/login', { 'accept-encoding': 'gzip, deflate, br' });
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers.vary).toContain('accept-encoding');
    const html = brotliDecompressSync(response.rawPayload).toString('utf8');
    expect(preloadsOf(html)).toHaveLength(3);
    expect(html).toBe((await page('/login')).body);
    const gzip = await page('/login', { 'accept-encoding': 'br;q=0, gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString('utf8')).toBe(html);
    expect(
      (await page('/login', { 'accept-encoding': 'identity' })).headers['content-encoding'],
    ).toBeUndefined();
  });
});

describe('the first paint', () => {
  it("paints the signed-in frame and the page's heading before any JavaScript", async () => {
    const html = (await page('/products?page=2')).body;
    expect(headingOf(html)).toBe('Products');
    expect(html).toMatch(
      /<div id="root"><div class="fp fp-app"><header class="fp-bar">.*<main><div class="fp-head"><h1>Products<\/h1>/,
    );
    // Styles and the scheme come before the preloads and main.js runs later (defer), so nothing waits.
    expect(html.indexOf('<style>')).toBeLessThan(html.indexOf('<link rel="preload"'));
    expect(html.indexOf('<style>')).toBeLessThan(html.indexOf('</head>'));
  });

  it('paints what the route declares of its first screen: the row of held buttons, then its cards', async () => {
    const html = (await page('/products')).body;
    expect(html).toContain(
      '<main><div class="fp-head"><h1>Products</h1><div class="fp-actions"><span>Export CSV</span><span>Add Product</span></div></div><div class="fp-panel"><h2>Import products from CSV</h2></div></main>',
    );
    // A route that declares nothing gets its heading alone.
    expect((await page('/products/new')).body).toContain(
      '<main><div class="fp-head"><h1>New</h1></div></main>',
    );
  });

  it('paints a first screen only under a heading of the signed-in frame', () => {
    const firstScreen = { actions: ['Add'], panels: ['Import'] };
    expect(firstPaintOf({ ...PRODUCTS, firstScreen })).toEqual({
      frame: 'app',
      heading: 'Products',
      actions: ['Add'],
      panels: ['Import'],
    });
    // The heading of /products/:id names the record: what sits under it is not known either.
    expect(firstPaintOf({ ...PRODUCT, firstScreen })).toEqual({
      frame: 'app',
      heading: null,
      actions: [],
      panels: [],
    });
    expect(firstPaintOf({ ...LOGIN, firstScreen })).toMatchObject({ frame: 'card', actions: [], panels: [] });
  });

  it("paints the sign-in card with the public page's heading", async () => {
    const html = (await page('/login?next=%2Fproducts')).body;
    expect(headingOf(html)).toBe('Sign in to your account');
    expect(html).toContain('<main class="fp-card"><div class="fp-name">Apparel Admin</div>');
  });

  it("paints the frame without a heading where the page's heading depends on the URL", async () => {
    const html = (await page('/products/42')).body;
    expect(html).toContain('<div class="fp fp-app">');
    expect(headingOf(html)).toBeNull();
    expect(headingOf((await page('/products/new')).body)).toBe('New');
  });

  it('runs its colour-scheme script under the CSP, by hash, and allows no other inline script', async () => {
    const response = await page('/products');
    const script = response.body.match(/<script>(.*?)<\/script>/s)?.[1] ?? '';
    expect(script).toContain('apparel-color-scheme');
    const hash = createHash('sha256').update(script).digest('base64');
    const scriptSources = String(response.headers['content-security-policy'])
      .split(';')
      .find((directive) => directive.startsWith('script-src '));
    expect(scriptSources).toBe(`script-src 'self' 'sha256-${hash}'`);
  });

  it("reads the user's colour scheme before the first paint, else the system's", () => {
    const schemeAfter = (stored: string | null | Error, systemDark: boolean) => {
      let scheme: string | null = null;
      const storage = {
        getItem: () => {
          if (stored instanceof Error) throw stored;
          return stored;
        },
      };
      const documentStub = {
        documentElement: { setAttribute: (_: string, value: string) => (scheme = value) },
      };
      new Function('localStorage', 'matchMedia', 'document', COLOR_SCHEME_SCRIPT)(
        storage,
        () => ({ matches: systemDark }),
        documentStub,
      );
      return scheme;
    };
    expect(schemeAfter('dark', false)).toBe('dark');
    expect(schemeAfter('light', true)).toBe('light');
    expect(schemeAfter('auto', true)).toBe('dark');
    expect(schemeAfter(null, false)).toBe('light');
    expect(schemeAfter(new Error('storage is off'), true)).toBe('dark');
  });
});

describe('composing the page', () => {
  it('keeps a title that closes the script element inside the JSON', () => {
    const hostile = '</script><script>alert(1)</script><!--';
    const html = shellHtml(INDEX_HTML, {
      answer: {
        'mf-auth': { manifest: manifestUrl('mf-auth', '1.0.0'), routes: [{ ...LOGIN, title: hostile }] },
      },
      manifests: {},
      preloads: ['/remotes/mf-auth/1.0.0/a"b.js'],
      firstPaint: { frame: 'card', heading: hostile, actions: [], panels: [] },
    });
    expect(html).not.toContain(hostile);
    // The colour-scheme script, the JSON and main.js: the heading cannot open or close one.
    expect(html.match(/<\/script>/g)).toHaveLength(3);
    expect(headingOf(html)).toBe(hostile);
    expect(html).toContain('href="/remotes/mf-auth/1.0.0/a&quot;b.js"');
    expect((startOf(html).answer['mf-auth'] as { routes: { title: string }[] }).routes[0]?.title).toBe(
      hostile,
    );
    expect(scriptSafeJson('\u2028&')).toBe('"\\u2028\\u0026"');
  });

  it("sets the scheme in front of the page's stylesheets, which a script after them would wait for", () => {
    const html = shellHtml(
      '<!doctype html><html><head><meta charset="utf-8"><link rel="stylesheet" href="/15.cc5afef7.css"><script defer src="/main.3f9a1c2e.js"></script></head><body><div id="root"></div></body></html>',
      { answer: {}, manifests: {}, preloads: [], firstPaint: firstPaintOf(LOGIN) },
    );
    expect(html).toMatch(
      /^<!doctype html><html><head><meta charset="utf-8"><script>\(function\(\)\{var s;.*?<\/script><link rel="stylesheet" href="\/15\.cc5afef7\.css">/,
    );
    expect(html.indexOf('<style>')).toBeGreaterThan(html.indexOf('<link rel="stylesheet"'));
    expect(html.match(/<script>/g)).toHaveLength(1);
  });

  it("paints a title or labels holding $&, $` or $' as text, not as replacement patterns", () => {
    const route: RemoteRoute = {
      ...PRODUCTS,
      title: "Prices $& offers $` and $' more",
      firstScreen: { actions: ['Save $&'], panels: ["Rates $'"] },
    };
    const html = shellHtml(INDEX_HTML, {
      answer: {},
      manifests: {},
      preloads: [],
      firstPaint: firstPaintOf(route),
    });
    expect(html).toContain("Prices $&amp; offers $` and $' more");
    expect(html).toContain("<h2>Rates $'</h2>");
    expect(html.match(/<div id="root">/g)).toHaveLength(1);
    expect(html.match(/<html/g)).toHaveLength(1);
  });

  it("escapes the first screen's texts", () => {
    const html = shellHtml(INDEX_HTML, {
      answer: {},
      manifests: {},
      preloads: [],
      firstPaint: {
        frame: 'app',
        heading: 'A & B',
        actions: ['<b>Add</b>'],
        panels: ['</div><script>x</script>'],
      },
    });
    expect(html).toContain('<span>&lt;b&gt;Add&lt;/b&gt;</span>');
    expect(html).toContain('<h2>&lt;/div&gt;&lt;script&gt;x&lt;/script&gt;</h2>');
    expect(html).not.toContain('<script>x');
  });

  it('puts the start-up answer after the doctype of a page without <head>', () => {
    const html = shellHtml('<!doctype html><div id="root"></div>', {
      answer: {},
      manifests: {},
      preloads: [],
      firstPaint: null,
    });
    expect(html).toBe(
      '<!doctype html><script type="application/json" id="remotes-answer">{"answer":{},"manifests":{}}</script><div id="root"></div>',
    );
  });

  it('finds the page a URL opens, literal segments before parameters', () => {
    const answer = {
      'mf-catalogue': {
        manifest: manifestUrl('mf-catalogue', '1.0.0'),
        routes: [PRODUCT, NEW_PRODUCT, PRODUCTS],
      },
    };
    expect(pageOf(answer, '/products/new')).toEqual({ remote: 'mf-catalogue', route: NEW_PRODUCT });
    expect(pageOf(answer, '/products/7')).toEqual({ remote: 'mf-catalogue', route: PRODUCT });
    expect(pageOf(answer, '/products/')).toEqual({ remote: 'mf-catalogue', route: PRODUCTS });
    expect(pageOf(answer, '/products/7/edit')).toBeNull();
  });
});
