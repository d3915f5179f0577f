#!/usr/bin/env node
// Bench: what the first render of /login costs: JS and CSS bytes, the request count and the time from
// navigation to the password field.
//   node scripts/bench/first-render.mjs [--url http://localhost:8080] [--path /login] [--json]
//     [--budget <KB>]  exit 1 when the JS gzip estimate is over <KB> (part of the test command)
//     [--shell-dir <dir> --registry <dir>]  another build (e.g. a copy of an earlier one) to measure
// Without --url it serves shell/dist and the registry itself (same paths as the API server, no
// compression), so run `pnpm build` first. Per response it reports the raw (decoded) size, the bytes
// actually transferred (the encoded body when the server sent it compressed, e.g. the build's .br
// files through the API server; else the raw body), and a gzip estimate (level 6, the usual server
// default, computed here from the raw body: comparable across servers and with earlier runs).
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { launchChromium, ROOT } from './chromium.mjs';
import { startStaticServer } from './static-server.mjs';

const { values: options } = parseArgs({
  options: {
    url: { type: 'string' },
    path: { type: 'string', default: '/login' },
    json: { type: 'boolean' },
    budget: { type: 'string' },
    'shell-dir': { type: 'string', default: join(ROOT, 'shell', 'dist') },
    registry: { type: 'string', default: join(ROOT, 'registry') },
  },
});

const local = options.url
  ? null
  : await startStaticServer({ shellDir: options['shell-dir'], registry: options.registry });
const origin = options.url ?? local.origin;

const browser = await launchChromium();
const page = await browser.newPage();
const responses = [];
page.on('response', (response) => responses.push(response));

const started = Date.now();
await page.goto(`${origin}${options.path}`, { waitUntil: 'commit' });
const passwordField =
  options.path === '/login'
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
await browser.close();
local?.server.close();

const sum = (kind, field) => rows.filter((r) => r.kind === kind).reduce((total, r) => total + r[field], 0);
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const result = {
  page: `${origin}${options.path}`,
  server: options.url ? 'given server' : 'bench static server (uncompressed)',
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

if (options.json) console.log(JSON.stringify(result, null, 2));
else {
  console.log('kind   code  transferred          gzip-6 est        raw  url');
  for (const r of [...rows].sort((a, b) => b.gzip - a.gzip)) {
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
  if (passwordField !== null) console.log(`password field visible after ${passwordField} ms`);
}

if (options.budget) {
  const budget = Number(options.budget) * 1024;
  if (result.jsGzip > budget) {
    console.error(
      `\nOVER BUDGET: ${kb(result.jsGzip)} gzip JS on ${options.path}, budget ${options.budget} KB`,
    );
    process.exit(1);
  }
  console.log(`budget: ${kb(result.jsGzip)} of ${options.budget} KB gzip JS on ${options.path}`);
}
