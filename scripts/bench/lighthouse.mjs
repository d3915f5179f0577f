#!/usr/bin/env node
// Lighthouse (npm `lighthouse`) over the production build, in Debian's Chromium. Signed-in pages get a
// real token (password login through the API) in localStorage before the audit; storage is kept
// between audits, the HTTP cache is emptied before each one (every audit is a cold visit).
//   node scripts/bench/lighthouse.mjs            desktop preset: /login, /manufacturers, /manufacturer/profile
//   node scripts/bench/lighthouse.mjs --mobile   Lighthouse's default mobile run (Moto G power screen,
//     simulated slow 4G and 4x CPU slowdown) over issue 20's phone pages: /login, /manufacturer/dashboard,
//     /products, /orders-new, /media
//     [--runs 3]   audits per page; the table shows each page's median run (by performance score)
//     [--path /products ...]   only these pages
//     [--write]    also puts the table into docs/performance/first-screen.md (its own marked section)
//     [--save <dir>]   keeps each audit's full report (JSON) there, to see where the time goes
//     [--line-sheet]   only the buyer's line sheet (/l/{token}, product.md §17): the demo manufacturer's
//       sheet of 24 products with images, shared with its first accepted retailer, opened signed out
// Needs `pnpm build` first. Uses port LIGHTHOUSE_PORT (default 8203) for the server, +1 for Chromium.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import lighthouse, { desktopConfig } from 'lighthouse';
import { CHROMIUM, chromiumPath, ROOT } from './chromium.mjs';

const { values: options } = parseArgs({
  options: {
    mobile: { type: 'boolean' },
    runs: { type: 'string', default: '1' },
    path: { type: 'string', multiple: true },
    write: { type: 'boolean' },
    save: { type: 'string' },
    'line-sheet': { type: 'boolean' },
  },
});
const MOBILE = options.mobile ?? false;
const RUNS = Number(options.runs);
const { chromium } = createRequire(join(ROOT, 'e2e', 'package.json'))('@playwright/test');
const PORT = Number(process.env.LIGHTHOUSE_PORT ?? 8203);
const DEBUG_PORT = PORT + 1;
const BASE = `http://127.0.0.1:${PORT}`;
const ACCOUNTS = {
  SUPER_ADMIN: { identifier: 'admin@apparel.local', password: 'Admin@1234' },
  MANUFACTURER: { identifier: 'demo@apparel.local', password: 'Demo@1234' },
};
const DESKTOP_PAGES = [
  { path: '/login', role: null },
  { path: '/manufacturers', role: 'SUPER_ADMIN' },
  { path: '/manufacturer/profile', role: 'MANUFACTURER' },
];
/** Issue 20's phone budget: performance >= 90, LCP <= 2.5 s, TBT <= 300 ms on each of these. */
const MOBILE_PAGES = [
  { path: '/login', role: null },
  { path: '/manufacturer/dashboard', role: 'MANUFACTURER' },
  { path: '/products', role: 'MANUFACTURER' },
  { path: '/orders-new', role: 'MANUFACTURER' },
  { path: '/media', role: 'MANUFACTURER' },
];
const LINE_SHEET = options['line-sheet'] ?? false;
const PAGES = LINE_SHEET
  ? []
  : (MOBILE ? MOBILE_PAGES : DESKTOP_PAGES).filter(
      ({ path }) => !options.path || options.path.includes(path),
    );

/** The buyer's page of a new sheet of 24 of the demo manufacturer's products with images, as its retailer opens it. */
async function lineSheetPage() {
  const login = await fetch(`${BASE}/api/auth/pass-login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ACCOUNTS.MANUFACTURER),
  });
  const headers = {
    authorization: `Bearer ${(await login.json()).token}`,
    'content-type': 'application/json',
  };
  const call = async (method, path, body) => {
    const answer = await fetch(`${BASE}/api${path}`, { method, headers, body: body && JSON.stringify(body) });
    if (!answer.ok) throw new Error(`${method} ${path}: ${answer.status} ${await answer.text()}`);
    return answer.json();
  };
  const { products } = await call('GET', '/products?active=true&pageSize=100');
  const shown = products.filter((product) => product.images.length > 0).slice(0, 24);
  if (shown.length < 24) throw new Error(`only ${shown.length} active products with images`);
  const sheet = await call('POST', '/line-sheets', {
    name: 'Winter 26',
    note: 'Our winter styles with your prices.',
    deliveryFrom: '2027-01-10',
    deliveryTo: '2027-02-28',
    orderBy: '2026-12-20',
    productIds: shown.map((product) => product.id),
  });
  const links = await call('GET', '/manufacturer/retailers');
  const retailer = links.find((link) => link.status === 'ACCEPTED')?.retailer;
  const { shares } = await call('POST', `/line-sheets/${sheet.id}/shares`, { retailerIds: [retailer.id] });
  // The first open makes the thumbnails (stored once, product.md §17); the audits measure a later buyer's.
  const view = await (await fetch(`${BASE}/api/public/line-sheets/${shares[0].token}`)).json();
  for (const product of view.products)
    for (const image of product.images) await (await fetch(new URL(image.thumbUrl, BASE))).arrayBuffer();
  return { path: new URL(shares[0].url).pathname, role: null, label: '/l/{token} (24 products)' };
}
const CATEGORIES = ['accessibility', 'best-practices', 'performance'];
// No config is Lighthouse's default run: mobile form factor and screen, simulated throttling
// (150 ms RTT, 1.6 Mbps down, 4x CPU slowdown).
const CONFIG = MOBILE ? undefined : desktopConfig;
const PRESET = MOBILE ? 'Lighthouse default mobile run' : 'Lighthouse desktop preset';

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
async function waitFor(url, what) {
  for (let i = 0; i < 960; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    await sleep(500);
  }
  throw new Error(`${what} did not start (${url})`);
}

const server = spawn('node', [join(ROOT, 'e2e', 'scripts', 'serve-fresh.mjs')], {
  env: { ...process.env, E2E_PORT: String(PORT) },
  stdio: 'ignore',
});
const profileDir = mkdtempSync(join(tmpdir(), 'apparel-lighthouse-'));
const browserProcess = spawn(
  chromiumPath(),
  [
    '--headless=new',
    `--remote-debugging-port=${DEBUG_PORT}`,
    `--user-data-dir=${profileDir}`,
    ...CHROMIUM.args,
    'about:blank',
  ],
  { stdio: 'ignore' },
);

const results = [];
try {
  await waitFor(`${BASE}/api/health`, 'the server');
  await waitFor(`http://127.0.0.1:${DEBUG_PORT}/json/version`, 'Chromium');
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${DEBUG_PORT}`);
  const page = browser.contexts()[0].pages()[0] ?? (await browser.contexts()[0].newPage());
  const cdp = await browser.contexts()[0].newCDPSession(page);
  if (LINE_SHEET) PAGES.push(await lineSheetPage());
  for (const { path, role, label } of PAGES) {
    const runs = [];
    for (let run = 0; run < RUNS; run++) {
      await page.goto(`${BASE}/login`);
      let token = null;
      if (role) {
        const answer = await fetch(`${BASE}/api/auth/pass-login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(ACCOUNTS[role]),
        });
        token = (await answer.json()).token;
      }
      await page.evaluate((t) => (t ? localStorage.setItem('token', t) : localStorage.clear()), token);
      // Storage stays (the token), the HTTP cache goes (below): each audit is a first visit. Lighthouse
      // now and then fails to record the trace (NO_NAVSTART, NO_LCP): that audit is taken again.
      let lhr;
      for (let attempt = 1; ; attempt++) {
        await cdp.send('Network.clearBrowserCache');
        ({ lhr } = await lighthouse(
          `${BASE}${path}`,
          { port: DEBUG_PORT, disableStorageReset: true, onlyCategories: CATEGORIES, logLevel: 'error' },
          CONFIG,
        ));
        if (!lhr.runtimeError) break;
        if (attempt === 3) throw new Error(`${path}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
        console.error(`${path}: ${lhr.runtimeError.code}, auditing again`);
      }
      if (options.save)
        writeFileSync(
          join(options.save, `${path.slice(1).replace(/\//g, '_')}-${run + 1}.json`),
          JSON.stringify(lhr),
        );
      if (new URL(lhr.finalDisplayedUrl).pathname !== path)
        throw new Error(`${path} ended on ${lhr.finalDisplayedUrl}: not signed in?`);
      const failed = Object.values(lhr.audits)
        .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary')
        .map((a) => a.id);
      const images =
        lhr.audits['network-requests']?.details?.items?.filter((item) => item.resourceType === 'Image') ?? [];
      runs.push({
        path: label ?? path,
        imageKB: Math.round(images.reduce((sum, item) => sum + (item.transferSize ?? 0), 0) / 1024),
        ...Object.fromEntries(CATEGORIES.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)])),
        fcp: Math.round(lhr.audits['first-contentful-paint']?.numericValue ?? 0),
        lcp: Math.round(lhr.audits['largest-contentful-paint']?.numericValue ?? 0),
        tbt: Math.round(lhr.audits['total-blocking-time']?.numericValue ?? 0),
        cls: (lhr.audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3),
        failed,
        benchmarkIndex: Math.round(lhr.environment?.benchmarkIndex ?? 0),
      });
      console.error(
        `${label ?? path} run ${run + 1}: performance ${runs.at(-1).performance}, LCP ${runs.at(-1).lcp} ms, TBT ${runs.at(-1).tbt} ms, images ${runs.at(-1).imageKB} KB (benchmark index ${runs.at(-1).benchmarkIndex})`,
      );
    }
    const sorted = [...runs].sort((a, b) => a.performance - b.performance);
    results.push({ ...sorted[Math.floor(sorted.length / 2)], all: runs });
  }
  await browser.close();
} finally {
  browserProcess.kill();
  server.kill('SIGTERM');
  await sleep(500);
  rmSync(profileDir, { recursive: true, force: true });
}

const table = [
  `| page | accessibility | best practices | performance | FCP (ms) | LCP (ms) | TBT (ms) | CLS | binary audits not passed${RUNS > 1 ? ' | performance, LCP, TBT of every run' : ''} |`,
  `| --- | --- | --- | --- | --- | --- | --- | --- | ---${RUNS > 1 ? ' | ---' : ''} |`,
  ...results.map(
    (r) =>
      `| ${r.path} | ${r.accessibility} | ${r['best-practices']} | ${r.performance} | ${r.fcp} | ${r.lcp} | ${r.tbt} | ${r.cls} | ${r.failed.join(', ') || 'none'}${RUNS > 1 ? ` | ${r.all.map((a) => `${a.performance} / ${a.lcp} / ${a.tbt}`).join('; ')}` : ''} |`,
  ),
].join('\n');
console.log(table);
// Lighthouse's measure of this machine's CPU (higher is faster): it slows every task by the same 4x
// whatever the machine, so TBT on a slower machine is longer for the same page.
const indexes = results.flatMap((r) => r.all.map((a) => a.benchmarkIndex));
const machine = `Lighthouse benchmark index ${Math.min(...indexes).toLocaleString('en')}-${Math.max(...indexes).toLocaleString('en')}`;
console.log(machine);

if (options.write) {
  const file = join(ROOT, 'docs', 'performance', 'first-screen.md');
  const doc = readFileSync(file, 'utf8');
  const mark = MOBILE ? 'lighthouse-mobile' : 'lighthouse';
  const command = `node scripts/bench/lighthouse.mjs${MOBILE ? ' --mobile' : ''}${RUNS > 1 ? ` --runs ${RUNS}` : ''} --write`;
  const runsNote = RUNS > 1 ? `, the median of ${RUNS} cold runs per page by performance score` : '';
  const section = `<!-- ${mark}:start -->\n${table}\n\nMeasured ${new Date().toISOString().slice(0, 10)} by \`${command}\` (${PRESET}${runsNote}, Debian Chromium headless, production build on this machine: ${machine}).\n<!-- ${mark}:end -->`;
  const marked = new RegExp(`<!-- ${mark}:start -->[\\s\\S]*<!-- ${mark}:end -->`);
  const heading = MOBILE ? '## Lighthouse on a phone' : '## Lighthouse';
  writeFileSync(
    file,
    marked.test(doc) ? doc.replace(marked, section) : `${doc.trimEnd()}\n\n${heading}\n\n${section}\n`,
  );
  console.log(`written to ${file}`);
}
