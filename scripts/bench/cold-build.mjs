#!/usr/bin/env node
// Bench: a cold `pnpm build` (shell + five remotes + registry publish), after removing every dist and
// rspack cache.   node scripts/bench/cold-build.mjs [--runs 3] [--parallelism 2]
// `PRECOMPRESS=0 node scripts/bench/cold-build.mjs` measures the build without the .br/.gz step.
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { APPS } from '../remotes/apps.mjs';

const ROOT = resolve(import.meta.dirname, '..', '..');
const { values: options } = parseArgs({
  options: { runs: { type: 'string', default: '1' }, parallelism: { type: 'string' } },
});

const clean = () => {
  for (const app of APPS) {
    rmSync(join(ROOT, app, 'dist'), { recursive: true, force: true });
    rmSync(join(ROOT, app, 'node_modules', '.cache'), { recursive: true, force: true });
  }
};

const seconds = [];
for (let run = 1; run <= Number(options.runs); run++) {
  clean();
  const load = loadavg()[0].toFixed(1);
  const started = process.hrtime.bigint();
  const build = spawnSync('pnpm', ['build'], {
    cwd: ROOT,
    encoding: 'utf8',
    env: { ...process.env, ...(options.parallelism ? { BUILD_PARALLELISM: options.parallelism } : {}) },
  });
  const elapsed = Number(process.hrtime.bigint() - started) / 1e9;
  if (build.status !== 0) {
    console.error(build.stdout, build.stderr);
    process.exit(1);
  }
  seconds.push(elapsed);
  const built = [...build.stdout.matchAll(/built (\S+) in ([\d.]+)s(?: \(precompressed in ([\d.]+)s\))?/g)];
  const perApp = built.map(([, app, s, c]) => `${app} ${s}s${c ? ` (${c}s compressing)` : ''}`);
  const compressing = built.reduce((total, [, , , c]) => total + Number(c ?? 0), 0);
  console.log(
    `run ${run}: ${elapsed.toFixed(1)}s (load average before: ${load}; precompression ${compressing.toFixed(1)}s ` +
      `summed over apps) — ${perApp.join(', ')}`,
  );
}
seconds.sort((a, b) => a - b);
console.log(
  `cold pnpm build: median ${seconds[Math.floor(seconds.length / 2)].toFixed(1)}s, best ${seconds[0].toFixed(1)}s`,
);
