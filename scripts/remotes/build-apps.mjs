import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { precompress } from '../precompress.mjs';
import { appDir } from './apps.mjs';

/**
 * Builds one app with its own rspack config (as `pnpm --filter <app> build` does, minus pnpm's
 * start-up), then writes the `.br`/`.gz` copies of its dist (`PRECOMPRESS=0` skips them, for
 * measuring). `seconds` is the whole step; `compressSeconds` its compression part.
 */
export async function buildApp(app) {
  const started = Date.now();
  await rspackBuild(app);
  const compressed = process.env.PRECOMPRESS === '0' ? null : await precompress(join(appDir(app), 'dist'));
  return {
    app,
    seconds: ((Date.now() - started) / 1000).toFixed(1),
    compressSeconds: compressed?.seconds.toFixed(1),
  };
}

function rspackBuild(app) {
  const dir = appDir(app);
  const cli = join(dir, 'node_modules', '@rspack', 'cli', 'bin', 'rspack.js');
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [cli, 'build'], {
      cwd: dir,
      env: { ...process.env, NODE_ENV: 'production' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('close', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      if (code === 0) resolve();
      else reject(new Error(`${app} build failed (exit ${code}) after ${seconds}s:\n${output}`));
    });
  });
}

/**
 * Builds the apps with at most `limit` builds at once: rspack is multi-threaded already, so more
 * builds than cores only thrash.
 */
export async function buildApps(
  apps,
  { limit = Math.min(2, availableParallelism()), onBuilt = () => {} } = {},
) {
  const queue = [...apps];
  const failures = [];
  const worker = async () => {
    for (let app = queue.shift(); app; app = queue.shift()) {
      try {
        onBuilt(await buildApp(app));
      } catch (error) {
        failures.push(error);
      }
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, limit) }, worker));
  if (failures.length) throw new AggregateError(failures, failures.map((f) => f.message).join('\n'));
}
