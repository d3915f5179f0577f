import { expect, type Request, test } from '@playwright/test';
import { DEMO_MANUFACTURER } from '../support/env';
import { signInAs } from '../support/session';

/** Same-origin paths the page requested, in the order the browser asked for them. */
const recordRequests = (page: import('@playwright/test').Page) => {
  const paths: string[] = [];
  page.on('request', (request: Request) => paths.push(new URL(request.url()).pathname));
  return paths;
};

test('a cold /login asks for no /remotes.json or manifest: the remote entry comes with the document', async ({
  page,
}) => {
  const requested = recordRequests(page);
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Sign in to your account' })).toBeVisible();
  await expect(page.locator('input[type=password]')).toBeVisible();

  const entry = requested.findIndex((path) => /^\/remotes\/mf-auth\/[^/]+\/remoteEntry\.js$/.test(path));
  expect(entry, `requests: ${requested.join(', ')}`).toBeGreaterThan(0);
  expect(requested.filter((path) => path === '/remotes.json')).toEqual([]);
  expect(requested.filter((path) => path.endsWith('mf-manifest.json'))).toEqual([]);
  // The page's chunks and entry are hinted in the HTML, so they are asked for before the shell's main.js runs.
  const hints = await page
    .locator('link[rel=preload][as=script]')
    .evaluateAll((links) => links.map((link) => new URL((link as HTMLLinkElement).href).pathname));
  expect(hints[0]).toBe(requested[entry]);
  expect(hints.length).toBeGreaterThan(1);
});

test("every script of a cold page carries V8's compile hint, so it compiles off the main thread", async ({
  page,
}) => {
  const scripts: Promise<{ path: string; head: string }>[] = [];
  page.on('response', (response) => {
    const path = new URL(response.url()).pathname;
    if (path.endsWith('.js') && response.ok())
      scripts.push(response.text().then((body) => ({ path, head: body.slice(0, 40) })));
  });
  await signInAs(page, DEMO_MANUFACTURER);
  await page.goto('/products');
  await expect(page.getByRole('heading', { name: 'Products', level: 1 })).toBeVisible();
  const loaded = await Promise.all(scripts);
  // The shell's chunks and a remote's entry and chunks, all of them.
  expect(loaded.some(({ path }) => path.startsWith('/remotes/mf-catalogue/'))).toBe(true);
  expect(loaded.length).toBeGreaterThan(10);
  for (const { path, head } of loaded) expect(head, path).toMatch(/^\/\/# allFunctionsCalledOnLoad\n/);
});

test("the shell's start-up files are named in the HTML, each loaded once, none added by main.js", async ({
  page,
}) => {
  const html = await (await page.request.get('/login', { headers: { accept: 'text/html' } })).text();
  const named = [...html.matchAll(/<script defer src="(\/[^"]+\.js)"><\/script>/g)].map(
    (m) => m[1] as string,
  );
  expect(named[0]).toMatch(/^\/main\.[0-9a-f]+\.js$/);
  expect(named.length).toBeGreaterThan(10);
  // Mantine's stylesheet and the UI package's after it, before the scripts.
  const stylesheets = [...html.matchAll(/<link rel="stylesheet" href="(\/[^"]+\.css)">/g)].map(
    (m) => m[1] as string,
  );
  expect(stylesheets.length).toBeGreaterThan(0);
  expect(html.indexOf(stylesheets.at(-1) as string)).toBeLessThan(html.indexOf(named[0] as string));
  const requested = recordRequests(page);
  // Scripts the page's own code adds (the runtime's chunk loads); the parser's never pass through here.
  await page.addInitScript(() => {
    const added: string[] = [];
    (window as { addedScripts?: string[] }).addedScripts = added;
    const append = Node.prototype.appendChild;
    Node.prototype.appendChild = function <T extends Node>(this: Node, node: T): T {
      if (node instanceof HTMLScriptElement && node.src) added.push(new URL(node.src).pathname);
      return append.call(this, node) as T;
    };
  });
  await page.goto('/login');
  await expect(page.locator('input[type=password]')).toBeVisible();
  for (const src of [...stylesheets, ...named])
    expect(
      requested.filter((path) => path === src),
      src,
    ).toHaveLength(1);
  // The runtime found the links: the page holds each stylesheet once, in the order they override
  // each other (the UI package's focus ring wins over Mantine's `outline: none` of the same weight).
  const linked = await page.$$eval('link[rel=stylesheet]', (links) =>
    links.map((link) => new URL((link as HTMLLinkElement).href).pathname),
  );
  expect(linked).toEqual(stylesheets);
  const field = page.locator('input.mantine-Input-input').first();
  await field.focus();
  await expect(field).toHaveCSS('outline-style', 'solid');
  await expect(field).toHaveCSS('outline-width', '2px');
  const added = await page.evaluate(() => (window as { addedScripts?: string[] }).addedScripts ?? []);
  expect(added.some((path) => path.startsWith('/remotes/'))).toBe(true); // the recorder works
  expect(added.filter((path) => named.includes(path))).toEqual([]);
});

test('the app still starts when every preload of the page fails', async ({ page }) => {
  const html = await (await page.request.get('/login', { headers: { accept: 'text/html' } })).text();
  const hinted = [...html.matchAll(/<link rel="preload" as="script" href="([^"]+)">/g)].map((m) => m[1]);
  expect(hinted.length).toBeGreaterThan(1);
  const failed: string[] = [];
  // The first request for each hinted file is the hint's own: it fails. The browser hands the same
  // failure to the runtime's load of that file; the shell then loads the remote once more.
  await page.route('**/remotes/mf-auth/**/*.js', (route) => {
    const path = new URL(route.request().url()).pathname;
    if (!hinted.includes(path) || failed.includes(path)) return route.fallback();
    failed.push(path);
    return route.abort('failed');
  });
  await page.goto('/login');
  await expect(page.locator('input[type=password]')).toBeVisible();
  await expect(page.getByText('Section unavailable')).toHaveCount(0);
  expect(failed.sort()).toEqual([...hinted].sort());
});

test("the page's first screen paints from the HTML, where the app's headings then take its place", async ({
  page,
}) => {
  await signInAs(page, DEMO_MANUFACTURER);
  await page.setViewportSize({ width: 412, height: 823 });
  // The shell's script never arrives: what shows is the server's first paint alone.
  await page.route(/\/main\.[0-9a-f]+\.js$/, (route) => route.abort('failed'));
  await page.goto('/products');
  const painted = page.getByRole('heading', { level: 1, name: 'Products' });
  await expect(painted).toBeVisible();
  const paintedBox = await painted.boundingBox();
  // The import panel's heading, the page's largest text on a phone, paints from the HTML too, under
  // the row of buttons (held, not shown) the page puts beside its h1.
  const importHeading = page.getByRole('heading', { level: 2, name: 'Import products from CSV' });
  await expect(importHeading).toBeVisible();
  const paintedImportBox = await importHeading.boundingBox();
  await expect(page.getByText('Add Product')).toBeHidden();

  await page.unroute(/\/main\.[0-9a-f]+\.js$/);
  await page.reload();
  await expect(page.getByRole('button', { name: 'Import CSV' })).toBeVisible();
  // One h1 and one main once React has mounted: the first paint is gone, not beside the app.
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expect(page.getByRole('main')).toHaveCount(1);
  const appBox = await page.getByRole('heading', { level: 1, name: 'Products' }).boundingBox();
  // Same place and line height: the app's heading replaces the painted one without a shift.
  expect([appBox?.x, appBox?.y, appBox?.height]).toEqual([paintedBox?.x, paintedBox?.y, paintedBox?.height]);
  // The same box: the app's heading is no larger, so it is not a later, larger paint.
  expect(await importHeading.boundingBox()).toEqual(paintedImportBox);
});

test('the first paint is in the colour scheme the user chose, before any JavaScript of the app', async ({
  page,
}) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.addInitScript(() => localStorage.setItem('apparel-color-scheme', 'dark'));
  await page.route(/\/main\.[0-9a-f]+\.js$/, (route) => route.abort('failed'));
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Sign in to your account' })).toBeVisible();
  expect(await page.locator('html').getAttribute('data-mantine-color-scheme')).toBe('dark');
  const card = page.getByRole('main');
  await expect(card).toHaveCSS('background-color', 'rgb(36, 36, 36)');
});
