#!/usr/bin/env node
// Bench: what Module Federation costs. For issue 20's five main pages (/login, and as the demo
// manufacturer /manufacturer/dashboard, /products, /orders-new, /media) it loads the composed app
// (shell + remotes from the registry) and a single-bundle build of the same shell and pages
// (scripts/bench/single-bundle.mjs), each in a fresh browser context (cold cache), and reports JS
// bytes (gzip-6 estimate, as first-render.mjs) and the time until the page's main content shows (its
// h1; on /login the password field).
//   node scripts/bench/federation-cost.mjs [--runs 3] [--before <dir with shell-dist/ and registry/>] [--json]
// `--before` adds an earlier composed build (e.g. a copy of shell/dist and registry/ taken before a
// change). It starts its own API server (`pnpm start`, fresh DATA_DIR) for sign-in and data; the
// front ends are served by the bench static server (no compression), /api proxied to it.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { launchChromium, ROOT } from './chromium.mjs';
import { buildSingleBundle } from './single-bundle.mjs';
import { startStaticServer } from './static-server.mjs';

const { values: options } = parseArgs({
  options: { runs: { type: 'string', default: '3' }, before: { type: 'string' }, json: { type: 'boolean' } },
});
const RUNS = Number(options.runs);
// Another port when sessions share the machine: FEDERATION_COST_PORT.
const API_PORT = Number(process.env.FEDERATION_COST_PORT ?? 8293);
const API = `http://127.0.0.1:${API_PORT}`;

const DEMO = { identifier: 'demo@apparel.local', password: 'Demo@1234' };

/** What each measurement opens, as whom, and what shows that the page's main content is there. */
const PAGES = [
  { name: '/login', path: '/login', as: null, ready: (page) => page.locator('input[type=password]') },
  { name: '/manufacturer/dashboard', path: '/manufacturer/dashboard', as: DEMO, ready: heading('Dashboard') },
  { name: '/products', path: '/products', as: DEMO, ready: heading('Products') },
  { name: '/orders-new', path: '/orders-new', as: DEMO, ready: heading('Create New Order') },
  { name: '/media', path: '/media', as: DEMO, ready: heading('Media Manager') },
];
function heading(name) {
  return (page) => page.getByRole('heading', { level: 1, name, exact: true });
}

async function startApi() {
  const dataDir = mkdtempSync(join(tmpdir(), 'apparel-fedcost-'));
  const env = { ...process.env, PORT: String(API_PORT), DATA_DIR: dataDir, LOG_LEVEL: 'warn' };
  delete env.DATABASE_URL;
  const server = spawn('pnpm', ['start'], { cwd: ROOT, env, stdio: 'ignore', detached: true });
  for (let i = 0; i < 600; i++) {
    if (
      await fetch(`${API}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    stop() {
      process.kill(-server.pid, 'SIGTERM');
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

const tokenOf = async ({ identifier, password }) => {
  const response = await fetch(`${API}/api/auth/pass-login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ identifier, password }),
  });
  if (!response.ok) throw new Error(`sign-in as ${identifier} answered ${response.status}`);
  return (await response.json()).token;
};

async function measure(browser, origin, target, token) {
  const context = await browser.newContext();
  if (token) await context.addInitScript((t) => localStorage.setItem('token', t), token);
  const page = await context.newPage();
  const scripts = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response);
  });
  const started = Date.now();
  await page.goto(`${origin}${target.path}`, { waitUntil: 'commit' });
  await target.ready(page).waitFor({ state: 'visible', timeout: 30_000 });
  const ms = Date.now() - started;
  await page.waitForLoadState('networkidle');
  let gzip = 0;
  for (const response of scripts) gzip += gzipSync(await response.body().catch(() => Buffer.alloc(0))).length;
  await context.close();
  return { ms, jsGzip: gzip, jsRequests: scripts.length };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const api = await startApi();
const results = [];
try {
  const tokens = { [DEMO.identifier]: await tokenOf(DEMO) };
  const builds = [
    ...(options.before
      ? [
          {
            name: 'composed, before',
            shellDir: join(options.before, 'shell-dist'),
            registry: join(options.before, 'registry'),
          },
        ]
      : []),
    { name: 'composed', shellDir: join(ROOT, 'shell', 'dist'), registry: join(ROOT, 'registry') },
    // The same build as users get it: pins, the page's manifest and preloads inlined in the HTML.
    { name: 'composed, from pnpm start (brotli, pins inlined)', origin: API },
    { name: 'single bundle', shellDir: await buildSingleBundle(), registry: join(ROOT, 'registry') },
  ];
  const browser = await launchChromium();
  const servers = await Promise.all(
    builds.map((build) =>
      build.origin
        ? { origin: build.origin, server: null }
        : startStaticServer({ shellDir: build.shellDir, registry: build.registry, apiTarget: API }),
    ),
  );
  // Interleaved: run r of every build and page before run r + 1, so machine load hits all alike.
  const samples = new Map();
  for (let run = 0; run < RUNS; run++)
    for (const [index, build] of builds.entries())
      for (const target of PAGES) {
        const key = `${build.name}\0${target.name}`;
        const token = target.as ? tokens[target.as.identifier] : null;
        samples.set(key, [
          ...(samples.get(key) ?? []),
          await measure(browser, servers[index].origin, target, token),
        ]);
      }
  await browser.close();
  for (const server of servers) server.server?.close();
  for (const target of PAGES)
    for (const build of builds) {
      const runs = samples.get(`${build.name}\0${target.name}`);
      results.push({
        page: target.name,
        build: build.name,
        jsGzipKB: +(median(runs.map((r) => r.jsGzip)) / 1024).toFixed(1),
        jsRequests: median(runs.map((r) => r.jsRequests)),
        msMedian: median(runs.map((r) => r.ms)),
        msAll: runs.map((r) => r.ms),
      });
    }
} finally {
  api.stop();
}

if (options.json) console.log(JSON.stringify(results, null, 2));
else {
  console.log(`runs: ${RUNS} per build and page, cold browser context each; times to the page's content`);
  console.log(
    '| page | build | JS gzip KB | JS requests | ms (median) | ms (all runs) | vs single bundle (bytes, time) |',
  );
  console.log('|---|---|---|---|---|---|---|');
  for (const row of results) {
    const single = results.find((r) => r.page === row.page && r.build === 'single bundle');
    const ratio =
      row.build === 'single bundle'
        ? '1.00x, 1.00x'
        : `${(row.jsGzipKB / single.jsGzipKB).toFixed(2)}x, ${(row.msMedian / single.msMedian).toFixed(2)}x`;
    console.log(
      `| ${row.page} | ${row.build} | ${row.jsGzipKB} | ${row.jsRequests} | ${row.msMedian} | ${row.msAll.join(', ')} | ${ratio} |`,
    );
  }
}
