#!/usr/bin/env node
// Lighthouse (npm `lighthouse`, desktop preset) over /login, /manufacturers and /manufacturer/profile
// of the production build, in Debian's Chromium. Signed-in pages get a real token (password login
// through the API) in localStorage before the audit; storage is kept between audits.
//   node scripts/bench/lighthouse.mjs            prints the table
//   node scripts/bench/lighthouse.mjs --write    also puts it into docs/performance/first-screen.md
// Needs `pnpm build` first. Uses port LIGHTHOUSE_PORT (default 8203) for the server, +1 for Chromium.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse, { desktopConfig } from 'lighthouse';
import { ROOT } from './chromium.mjs';

const { chromium } = createRequire(join(ROOT, 'e2e', 'package.json'))('@playwright/test');
const PORT = Number(process.env.LIGHTHOUSE_PORT ?? 8203);
const DEBUG_PORT = PORT + 1;
const BASE = `http://127.0.0.1:${PORT}`;
const ACCOUNTS = {
  SUPER_ADMIN: { identifier: 'admin@apparel.local', password: 'Admin@1234' },
  MANUFACTURER: { identifier: 'demo@apparel.local', password: 'Demo@1234' },
};
const PAGES = [
  { path: '/login', role: null },
  { path: '/manufacturers', role: 'SUPER_ADMIN' },
  { path: '/manufacturer/profile', role: 'MANUFACTURER' },
];
const CATEGORIES = ['accessibility', 'best-practices', 'performance'];

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
async function waitFor(url, what) {
  for (let i = 0; i < 240; i++) {
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
  process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  [
    '--headless=new',
    `--remote-debugging-port=${DEBUG_PORT}`,
    `--user-data-dir=${profileDir}`,
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-quic',
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
  for (const { path, role } of PAGES) {
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
    const run = await lighthouse(
      `${BASE}${path}`,
      { port: DEBUG_PORT, disableStorageReset: true, onlyCategories: CATEGORIES, logLevel: 'error' },
      desktopConfig,
    );
    const lhr = run.lhr;
    const failed = Object.values(lhr.audits)
      .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary')
      .map((a) => a.id);
    results.push({
      path,
      ...Object.fromEntries(CATEGORIES.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)])),
      lcp: Math.round(lhr.audits['largest-contentful-paint']?.numericValue ?? 0),
      tbt: Math.round(lhr.audits['total-blocking-time']?.numericValue ?? 0),
      cls: (lhr.audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3),
      failed,
    });
  }
  await browser.close();
} finally {
  browserProcess.kill();
  server.kill('SIGTERM');
  await sleep(500);
  rmSync(profileDir, { recursive: true, force: true });
}

const table = [
  '| page | accessibility | best practices | performance | LCP (ms) | TBT (ms) | CLS | binary audits not passed |',
  '| --- | --- | --- | --- | --- | --- | --- | --- |',
  ...results.map(
    (r) =>
      `| ${r.path} | ${r.accessibility} | ${r['best-practices']} | ${r.performance} | ${r.lcp} | ${r.tbt} | ${r.cls} | ${r.failed.join(', ') || 'none'} |`,
  ),
].join('\n');
console.log(table);

if (process.argv.includes('--write')) {
  const file = join(ROOT, 'docs', 'performance', 'first-screen.md');
  const doc = readFileSync(file, 'utf8');
  const section = `<!-- lighthouse:start -->\n${table}\n\nMeasured ${new Date().toISOString().slice(0, 10)} by \`node scripts/bench/lighthouse.mjs --write\` (Lighthouse desktop preset, Debian Chromium headless, production build on this machine).\n<!-- lighthouse:end -->`;
  const marked = /<!-- lighthouse:start -->[\s\S]*<!-- lighthouse:end -->/;
  writeFileSync(
    file,
    marked.test(doc) ? doc.replace(marked, section) : `${doc.trimEnd()}\n\n## Lighthouse\n\n${section}\n`,
  );
  console.log(`written to ${file}`);
}
