#!/usr/bin/env node
// Compiles the API server once, so `pnpm start` runs plain node (no TypeScript at start-up):
// packages/server/src/main.ts and the workspace packages it imports (TypeScript sources) are bundled into
// dist/main.js, and the CSV import's row-reading worker thread into dist/csv-read-worker.js (loaded
// beside main.js); dependencies stay in node_modules (native argon2, PGlite's wasm and data files).
// Run by `pnpm build` (scripts/build.mjs) and `pnpm --filter @apparel/server build`.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const serverDir = fileURLToPath(new URL('..', import.meta.url));

/** `outdir` (under packages/server, so dependencies resolve) is `dist` unless a test builds its own copy. */
export const buildServer = async (outdir = 'dist') => {
  const started = performance.now();
  const { dependencies } = JSON.parse(readFileSync(`${serverDir}/package.json`, 'utf8'));
  await build({
    absWorkingDir: serverDir,
    entryPoints: {
      main: 'src/main.ts',
      'csv-read-worker': 'src/modules/catalogue/csv-read-worker.ts',
    },
    outdir,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: true,
    logLevel: 'warning',
    // Every dependency (and its subpaths) loads from node_modules; only @apparel/* is bundled.
    external: Object.keys(dependencies).filter((name) => !name.startsWith('@apparel/')),
  });
  return ((performance.now() - started) / 1000).toFixed(1);
};

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  console.log(`built server (packages/server/dist/main.js) in ${await buildServer()}s`);
}
