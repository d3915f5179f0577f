#!/usr/bin/env node
// Bench: what the first render of a page costs: JS and CSS bytes, the request count and the time from
// navigation to the page's content (for /login: the password field). Each page opens in a fresh
// browser context (cold cache); a signed-in page gets a real token (password login through the API).
//   node scripts/bench/first-render.mjs [--url http://localhost:8080] [--path /login ...] [--json]
//     [--main-pages]  also the main signed-in pages (MAIN_PAGES below)
//     [--budget <KB> | --budget /path=<KB> ...]  exit 1 when a page's JS gzip estimate is over its
//       budget (part of the test command); a bare number is the budget of the first --path
//     [--shell-dir <dir> --registry <dir>]  another build (e.g. a copy of an earlier one) to measure
// Without --url it serves the build itself: signed-out pages from the bench static server (shell/dist
// and the registry on the API server's paths, no compression), signed-in pages from the real server
// (`pnpm start` on a fresh data dir, e2e/scripts/serve-fresh.mjs, on FIRST_RENDER_PORT or 8205), so
// run `pnpm build` first. Per response it reports the raw (decoded) size, the bytes actually
// transferred (the encoded body when the server sent it compressed, e.g. the build's .br files through
// the API server; else the raw body), and a gzip estimate (level 6, the usual server default, computed
// here from the raw body: comparable across servers and with earlier runs).
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { launchChromium, ROOT } from './chromium.mjs';
import { startStaticServer } from './static-server.mjs';

const ACCOUNTS = {
  SUPER_ADMIN: { identifier: 'admin@apparel.local', password: 'Admin@1234' },
  MANUFACTURER: { identifier: 'demo@apparel.local', password: 'Demo@1234' },
};
/** The main pages of each area, with the role that opens them (issue 20's per-page budgets). */
const MAIN_PAGES = {
  '/manufacturer/dashboard': 'MANUFACTURER',
  '/products': 'MANUFACTURER',
  '/orders-new': 'MANUFACTURER',
  '/media': 'MANUFACTURER',
  '/manufacturers': 'SUPER_ADMIN',
};
const roleOf = (path) =>
  MAIN_PAGES[path.split('?')[0]] ?? (path.startsWith('/manufacturer/') ? 'MANUFACTURER' : null);

const { values: options } = parseArgs({
  options: {
    url: { type: 'string' },
    path: { type: 'string', multiple: true },
    'main-pages': { type: 'boolean' },
    json: { type: 'boolean' },
    budget: { type: 'string', multiple: true },
    'shell-dir': { type: 'string', default: join(ROOT, 'shell', 'dist') },
    registry: { type: 'string', default: join(ROOT, 'registry') },
  },
});
const paths = [
  ...(options.path ?? (options['main-pages'] ? [] : ['/login'])),
  ...(options['main-pages'] ? Object.keys(MAIN_PAGES) : []),
];
const budgets = new Map(
  (options.budget ?? []).map((item) => {
    const [path, kb] = item.includes('=') ? item.split('=') : [paths[0], item];
    return [path, Number(kb)];
  }),
);

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
async function startRealServer() {
  const port = process.env.FIRST_RENDER_PORT ?? '8205';
  const child = spawn('node', [join(ROOT, 'e2e', 'scripts', 'serve-fresh.mjs')], {
    env: { ...process.env, E2E_PORT: port },
    stdio: 'ignore',
  });
  const origin = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 240; i++) {
    if (
      await fetch(`${origin}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return { origin, child };
    await sleep(500);
  }
  child.kill('SIGTERM');
  throw new Error(`the server did not start on ${origin}`);
}

const signedIn = paths.some((path) => roleOf(path));
const real = !options.url && signedIn ? await startRealServer() : null;
const local =
  options.url || real
    ? null
    : await startStaticServer({ shellDir: options['shell-dir'], registry: options.registry });
const origin = options.url ?? real?.origin ?? local.origin;

const tokens = {};
const tokenFor = async (role) => {
  if (!role) return null;
  tokens[role] ??= await fetch(`${origin}/api/auth/pass-login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ACCOUNTS[role]),
  })
    .then((answer) => answer.json())
    .then((body) => body.token);
  return tokens[role];
};

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const browser = await launchChromium();

async function measure(path) {
  const context = await browser.newContext();
  const token = await tokenFor(roleOf(path));
  if (token) await context.addInitScript((t) => localStorage.setItem('token', t), token);
  const page = await context.newPage();
  const responses = [];
  page.on('response', (response) => responses.push(response));

  const started = Date.now();
  await page.goto(`${origin}${path}`, { waitUntil: 'commit' });
  const passwordField =
    path === '/login'
      ? await page
          .locator('input[type=password]')
          .waitFor({ state: 'visible' })
          .then(() => Date.now() - started)
      : null;
  await page.waitForLoadState('networkidle');
  // First render is done when the page's own content shows, not the shell's "Loading...".
  await page.waitForFunction(() => {
    const root = document.getElementById('root');
    return !!root && (root.textContent ?? '').trim().length > 0 && !root.textContent?.includes('Loading...');
  });
  if (token && new URL(page.url()).pathname !== path.split('?')[0])
    throw new Error(`${path} went to ${page.url()}: not signed in?`);
  await page.waitForLoadState('networkidle');

  const rows = [];
  for (const response of responses) {
    const type = response.request().resourceType();
    const kind = type === 'script' ? 'js' : type === 'stylesheet' ? 'css' : type;
    const body = await response.body().catch(() => Buffer.alloc(0));
    const encoding = (await response.allHeaders())['content-encoding'];
    rows.push({
      url: response.url().replace(origin, ''),
      kind,
      status: response.status(),
      raw: body.length,
      transferred: encoding ? (await response.request().sizes()).responseBodySize : body.length,
      gzip: gzipSync(body, { level: 6 }).length,
      encoding: encoding ?? null,
    });
  }
  await context.close();

  const sum = (kind, field) => rows.filter((r) => r.kind === kind).reduce((total, r) => total + r[field], 0);
  return {
    page: `${origin}${path}`,
    path,
    server: options.url
      ? 'given server'
      : real
        ? 'pnpm start (fresh data dir)'
        : 'bench static server (uncompressed)',
    requests: rows.length,
    jsRequests: rows.filter((r) => r.kind === 'js').length,
    jsTransferred: sum('js', 'transferred'),
    jsGzip: sum('js', 'gzip'),
    jsRaw: sum('js', 'raw'),
    cssTransferred: sum('css', 'transferred'),
    cssGzip: sum('css', 'gzip'),
    cssRaw: sum('css', 'raw'),
    /** Every response body as it crossed the wire (document, JSON, JS, CSS). */
    allTransferred: rows.reduce((total, r) => total + r.transferred, 0),
    encodings: [...new Set(rows.map((r) => r.encoding ?? 'none'))].sort(),
    /** Milliseconds from navigation to the visible password field (/login only). */
    passwordFieldMs: passwordField,
    rows,
  };
}

const results = [];
try {
  for (const path of paths) results.push(await measure(path));
} finally {
  await browser.close();
  local?.server.close();
  real?.child.kill('SIGTERM');
}

const print = (result) => {
  console.log('kind   code  transferred          gzip-6 est        raw  url');
  for (const r of [...result.rows].sort((a, b) => b.gzip - a.gzip)) {
    console.log(
      `${r.kind.padEnd(6)} ${String(r.status).padEnd(4)} ${kb(r.transferred).padStart(10)} ${(r.encoding ?? 'raw').padEnd(4)} ${kb(r.gzip).padStart(9)} gz ${kb(r.raw).padStart(10)}  ${r.url}`,
    );
  }
  console.log(`\n${result.page} (${result.server}; encodings: ${result.encodings.join(', ')})`);
  console.log(`requests: ${result.requests} (${result.jsRequests} JS)`);
  console.log(
    `JS:  ${kb(result.jsTransferred)} transferred, ${kb(result.jsGzip)} gzip-6 estimate, ${kb(result.jsRaw)} raw`,
  );
  console.log(
    `CSS: ${kb(result.cssTransferred)} transferred, ${kb(result.cssGzip)} gzip-6 estimate, ${kb(result.cssRaw)} raw`,
  );
  console.log(`all response bodies: ${kb(result.allTransferred)} transferred`);
  if (result.passwordFieldMs !== null)
    console.log(`password field visible after ${result.passwordFieldMs} ms`);
  console.log('');
};

if (options.json) console.log(JSON.stringify(results.length === 1 ? results[0] : results, null, 2));
else {
  for (const result of results) print(result);
  console.log('| page | JS gzip-6 | JS transferred | JS requests | all bodies transferred |');
  console.log('| --- | --- | --- | --- | --- |');
  for (const r of results)
    console.log(
      `| ${r.path} | ${kb(r.jsGzip)} | ${kb(r.jsTransferred)} | ${r.jsRequests} | ${kb(r.allTransferred)} |`,
    );
}

let over = false;
for (const result of results) {
  const budget = budgets.get(result.path);
  if (budget === undefined) continue;
  if (result.jsGzip > budget * 1024) {
    over = true;
    console.error(`OVER BUDGET: ${kb(result.jsGzip)} gzip JS on ${result.path}, budget ${budget} KB`);
  } else console.log(`budget: ${kb(result.jsGzip)} of ${budget} KB gzip JS on ${result.path}`);
}
for (const path of budgets.keys())
  if (!paths.includes(path)) {
    over = true;
    console.error(`A budget for ${path}, which was not measured`);
  }
if (over) process.exit(1);
