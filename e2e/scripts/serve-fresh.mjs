#!/usr/bin/env node
// Starts the production build the README's way (`pnpm start`) on a fresh data dir and a copy of the
// built remotes registry, on the embedded default (PGlite + local disk). Playwright runs this as its webServer.
// Benchmarks serve a saved build beside the current one (before/after in the same minutes) with
// SERVER_MAIN (a copy of packages/server/dist/main.js beside it, where its dependencies and the
// repository's paths resolve), SHELL_DIR (a copy of shell/dist) and REMOTES_DIR_SOURCE (of registry/).
import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const port = process.env.E2E_PORT ?? '8181';
const root = join(tmpdir(), `apparel-e2e-${port}`);
const repo = resolve(import.meta.dirname, '..', '..');
const registry = process.env.REMOTES_DIR_SOURCE ?? join(repo, 'registry');
if (!existsSync(join(registry, 'remotes.json'))) {
  console.error(`No built remotes in ${registry}: run \`pnpm build\` first.`);
  process.exit(1);
}
rmSync(root, { recursive: true, force: true });
mkdirSync(join(root, 'data'), { recursive: true });
cpSync(registry, join(root, 'registry'), { recursive: true });

const env = { ...process.env, PORT: port, DATA_DIR: join(root, 'data'), REMOTES_DIR: join(root, 'registry') };
// The e2e suite runs on the embedded default even when CI exports DATABASE_URL for the server tests.
delete env.DATABASE_URL;
delete env.DEMO_DATA;
const server = process.env.SERVER_MAIN
  ? spawn('node', [resolve(process.env.SERVER_MAIN)], {
      cwd: join(repo, 'packages', 'server'),
      env,
      stdio: 'inherit',
    })
  : spawn('pnpm', ['start'], { cwd: repo, env, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
