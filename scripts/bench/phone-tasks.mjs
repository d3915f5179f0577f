#!/usr/bin/env node
// The main thread's long tasks on a cold load of issue 20's phone pages, as Lighthouse's mobile run
// counts them: it multiplies every task it observes by 4 (its simulated CPU slowdown), so a task of
// 12.5 ms here blocks, and its TBT is the sum of (4 x task - 50 ms) after the first paint. Unthrottled
// and traced, so it runs in seconds and can be repeated; on a shared machine compare two builds in
// the same run (--before), interleaved.
//   node scripts/bench/phone-tasks.mjs [--runs 5] [--path /products ...] [--before <dir>] [--top 3]
//   --before <dir>: a saved build to compare with, served the same way: <dir>/server.js (the API
//     server's bundle), <dir>/shell (shell/dist) and <dir>/registry (registry/); `--save-build <dir>`
//     makes one from the current build. The bundle runs as packages/server/dist/main.before.js, where
//     its dependencies and the repository's paths resolve as they do for dist/main.js.
// Needs `pnpm build` first. Ports PHONE_TASKS_PORT (default 8240) and +1 for --before.
import { spawn } from 'node:child_process';
import { cpSync, rmSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { launchChromium, ROOT } from './chromium.mjs';

const { values: options } = parseArgs({
  options: {
    runs: { type: 'string', default: '5' },
    path: { type: 'string', multiple: true },
    before: { type: 'string' },
    'save-build': { type: 'string' },
    top: { type: 'string', default: '0' },
  },
});
if (options['save-build']) {
  const dir = resolve(options['save-build']);
  rmSync(dir, { recursive: true, force: true });
  cpSync(join(ROOT, 'packages', 'server', 'dist', 'main.js'), join(dir, 'server.js'));
  cpSync(join(ROOT, 'shell', 'dist'), join(dir, 'shell'), { recursive: true });
  cpSync(join(ROOT, 'registry'), join(dir, 'registry'), { recursive: true });
  console.log(`saved the current build in ${dir}`);
  process.exit(0);
}

const PAGES = [
  { path: '/login', role: null },
  { path: '/manufacturer/dashboard', role: 'MANUFACTURER' },
  { path: '/products', role: 'MANUFACTURER' },
  { path: '/orders-new', role: 'MANUFACTURER' },
  { path: '/media', role: 'MANUFACTURER' },
].filter(({ path }) => !options.path || options.path.includes(path));
const DEMO = { identifier: 'demo@apparel.local', password: 'Demo@1234' };
const SLOWDOWN = 4;
const BLOCKING = 50;
const PORT = Number(process.env.PHONE_TASKS_PORT ?? 8240);

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
async function waitFor(url) {
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    await sleep(500);
  }
  throw new Error(`${url} did not answer`);
}

function serve(port, saved) {
  const env = { ...process.env, E2E_PORT: String(port) };
  if (saved) {
    const dir = resolve(saved);
    const main = join(ROOT, 'packages', 'server', 'dist', 'main.before.js');
    cpSync(join(dir, 'server.js'), main);
    Object.assign(env, {
      SERVER_MAIN: main,
      SHELL_DIR: join(dir, 'shell'),
      REMOTES_DIR_SOURCE: join(dir, 'registry'),
    });
  }
  return spawn('node', [join(ROOT, 'e2e', 'scripts', 'serve-fresh.mjs')], { env, stdio: 'ignore' });
}

const builds = [{ name: 'current', port: PORT, server: serve(PORT) }];
if (options.before)
  builds.unshift({ name: 'before', port: PORT + 1, server: serve(PORT + 1, options.before) });

/** Top-level tasks of the renderer's main thread from a trace: [start, duration] in ms, and the first paint. */
function mainThreadTasks(events) {
  const paint = events.find((e) => e.name === 'firstContentfulPaint' || e.name === 'firstPaint');
  const threads = new Map();
  for (const e of events)
    if (e.name === 'thread_name' && e.args?.name === 'CrRendererMain') threads.set(`${e.pid}:${e.tid}`, true);
  const main = paint ? `${paint.pid}:${paint.tid}` : [...threads.keys()].at(-1);
  const runs = events
    .filter(
      (e) =>
        `${e.pid}:${e.tid}` === main &&
        e.ph === 'X' &&
        (e.name === 'RunTask' || e.name === 'ThreadControllerImpl::RunTask'),
    )
    .sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  // Only the outermost task: a RunTask nests in ThreadControllerImpl::RunTask.
  const tasks = [];
  for (const e of runs)
    if (!tasks.length || e.ts >= tasks.at(-1).end)
      tasks.push({ start: e.ts / 1000, duration: e.dur / 1000, ts: e.ts, end: e.ts + e.dur });
  return { paintAt: paint ? paint.ts / 1000 : 0, tasks, main, events };
}

/** The sampled CPU profile of the main thread: [time µs, call frames from the leaf up] per sample. */
function cpuSamples(events, main) {
  const nodes = new Map();
  const samples = [];
  let time = 0;
  // The profile starts on the main thread; its chunks come from the sampling thread of the same process.
  const profile = events.find((e) => e.name === 'Profile' && `${e.pid}:${e.tid}` === main);
  if (!profile) return [];
  time = profile.args.data.startTime;
  for (const e of events) {
    if (e.name !== 'ProfileChunk' || e.pid !== profile.pid || e.id !== profile.id) continue;
    const { cpuProfile, timeDeltas = [] } = e.args.data;
    for (const node of cpuProfile?.nodes ?? []) nodes.set(node.id, node);
    (cpuProfile?.samples ?? []).forEach((id, index) => {
      time += timeDeltas[index] ?? 0;
      samples.push({ time, id });
    });
  }
  const frameOf = (node) => {
    const { functionName, url, columnNumber } = node.callFrame;
    return `${functionName || '(anon)'} ${(url ?? '').replace(/^.*\//, '')}:${columnNumber}`;
  };
  return samples.map(({ time, id }) => ({ time, leaf: nodes.get(id) && frameOf(nodes.get(id)) }));
}

/** The functions that took the most of a task's samples (self time). */
function hotFunctions(task, samples, count) {
  const self = new Map();
  for (const { time, leaf } of samples)
    if (time >= task.ts && time <= task.end && leaf) self.set(leaf, (self.get(leaf) ?? 0) + 1);
  const total = [...self.values()].reduce((a, b) => a + b, 0) || 1;
  return [...self.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([name, n]) => `${name} ${Math.round((100 * n) / total)}%`)
    .join(', ');
}

/** What a task ran: its script evaluations and function calls, by URL (the largest first). */
function taskContents(task, events, main) {
  const inside = events.filter(
    (e) =>
      `${e.pid}:${e.tid}` === main &&
      e.ph === 'X' &&
      e.ts >= task.ts &&
      e.ts + (e.dur ?? 0) <= task.end &&
      [
        'EvaluateScript',
        'FunctionCall',
        'v8.evaluateModule',
        'TimerFire',
        'ParseHTML',
        'Layout',
        'UpdateLayoutTree',
        'Paint',
        'RunMicrotasks',
        'FireAnimationFrame',
      ].includes(e.name),
  );
  return inside
    .sort((a, b) => b.dur - a.dur)
    .slice(0, 3)
    .map((e) => {
      const url = e.args?.data?.url ?? e.args?.data?.stackTrace?.[0]?.url ?? '';
      const fn = e.args?.data?.functionName ?? '';
      return `${e.name}${url ? ` ${url.replace(/^.*\//, '')}` : ''}${fn ? ` ${fn}` : ''} ${(e.dur / 1000).toFixed(1)}`;
    })
    .join('; ');
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

try {
  await Promise.all(builds.map(({ port }) => waitFor(`http://127.0.0.1:${port}/api/health`)));
  const browser = await launchChromium();
  const results = new Map();
  for (let run = 0; run < Number(options.runs); run++)
    for (const { path, role } of PAGES)
      for (const build of builds) {
        const base = `http://127.0.0.1:${build.port}`;
        const context = await browser.newContext({
          viewport: { width: 412, height: 823 },
          isMobile: true,
          hasTouch: true,
        });
        const page = await context.newPage();
        if (role) {
          const answer = await fetch(`${base}/api/auth/pass-login`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify(DEMO),
          });
          const { token } = await answer.json();
          await context.addInitScript((t) => localStorage.setItem('token', t), token);
        }
        await browser.startTracing(page, {
          categories: [
            'devtools.timeline',
            'disabled-by-default-devtools.timeline',
            'toplevel',
            'v8.execute',
            'loading',
            ...(Number(options.top) ? ['disabled-by-default-v8.cpu_profiler'] : []),
          ],
        });
        await page.goto(`${base}${path}`, { waitUntil: 'networkidle' });
        await sleep(1000);
        const trace = JSON.parse((await browser.stopTracing()).toString('utf8'));
        await context.close();
        const { paintAt, tasks, main, events } = mainThreadTasks(trace.traceEvents);
        const after = tasks.filter((t) => t.start >= paintAt);
        const blocking = after.reduce((sum, t) => sum + Math.max(0, SLOWDOWN * t.duration - BLOCKING), 0);
        // All the main thread's work after the first paint, long tasks or not: steadier than ~TBT,
        // which a task of 12 or 13 ms moves by 0 or 2 ms.
        const busy = after.reduce((sum, t) => sum + t.duration, 0);
        const long = after
          .filter((t) => SLOWDOWN * t.duration > BLOCKING)
          .sort((a, b) => b.duration - a.duration);
        const key = `${path} ${build.name}`;
        if (!results.has(key)) results.set(key, []);
        results.get(key).push({ blocking, busy, long: long.length, longest: long[0]?.duration ?? 0 });
        console.log(
          `${key.padEnd(36)} run ${run + 1}: ~TBT ${Math.round(blocking)} ms, busy ${Math.round(busy)} ms, ${long.length} blocking tasks, longest ${(long[0]?.duration ?? 0).toFixed(1)} ms`,
        );
        const samples = Number(options.top) ? cpuSamples(events, main) : [];
        for (const task of long.slice(0, Number(options.top)))
          console.log(
            `    ${task.duration.toFixed(1)} ms @${Math.round(task.start - paintAt)}: ${taskContents(task, events, main)}\n      hot: ${hotFunctions(task, samples, 6)}`,
          );
      }
  console.log(
    `\nmedians of ${options.runs} (x${SLOWDOWN} as Lighthouse counts; load ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}):`,
  );
  for (const [key, runs] of results)
    console.log(
      `${key.padEnd(36)} ~TBT ${Math.round(median(runs.map((r) => r.blocking)))} ms, busy ${Math.round(median(runs.map((r) => r.busy)))} ms, ${median(runs.map((r) => r.long))} blocking tasks, longest ${median(runs.map((r) => r.longest)).toFixed(1)} ms`,
    );
  await browser.close();
} finally {
  for (const { server } of builds) server.kill('SIGTERM');
}
