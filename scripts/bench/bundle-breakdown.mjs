#!/usr/bin/env node
// Bench: where a page's JavaScript comes from, gzip KB by package. It loads the pages as
// first-render.mjs does (same pages, same accounts, same gzip-6 estimate), finds each script's file in
// shell/dist or the registry, and shares that file's gzip size out over the packages its source map
// attributes the minified characters to (an estimate per package; the totals are the measured ones).
// Needs a build with source maps beside the chunks, which leave the chunks themselves unchanged:
//   BUNDLE_SOURCE_MAPS=1 pnpm build
//   node scripts/bench/bundle-breakdown.mjs [--path /login ...] [--main-pages] [--chunks] [--json]
//     [--shell-dir <dir>]  another front end for the signed-out pages, e.g. the single bundle's dist
//       (`BUNDLE_SOURCE_MAPS=1 node scripts/bench/single-bundle.mjs`)
//     [--url <origin>]  load the pages from a running server instead (first-render.mjs's --url), e.g.
//       scripts/bench/static-server.mjs serving the single bundle with /api proxied, for signed-in pages
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { ROOT } from './chromium.mjs';
import { charactersBySource, packageOf } from './source-map-shares.mjs';

const { values: options } = parseArgs({
  options: {
    path: { type: 'string', multiple: true },
    'main-pages': { type: 'boolean' },
    chunks: { type: 'boolean' },
    json: { type: 'boolean' },
    'shell-dir': { type: 'string', default: join(ROOT, 'shell', 'dist') },
    url: { type: 'string' },
  },
});

const pageArgs = [
  ...(options.path ?? []).flatMap((path) => ['--path', path]),
  ...(options['main-pages'] ? ['--main-pages'] : []),
  ...['--shell-dir', options['shell-dir']],
  ...(options.url ? ['--url', options.url] : []),
];
const measured = JSON.parse(
  execFileSync(process.execPath, [join(ROOT, 'scripts/bench/first-render.mjs'), ...pageArgs, '--json'], {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  }),
);
const pages = Array.isArray(measured) ? measured : [measured];

/** The built file a script URL serves: the registry's /remotes/<remote>/<version>/…, else shell/dist. */
const fileOf = (url) => {
  const path = new URL(url, 'http://x').pathname;
  return path.startsWith('/remotes/')
    ? join(ROOT, 'registry', path.slice('/remotes/'.length))
    : join(options['shell-dir'], path);
};

/** gzip KB of one script by package: its measured gzip size shared out by mapped characters. */
const shares = (file, gzip) => {
  const code = readFileSync(file, 'utf8');
  if (!existsSync(`${file}.map`))
    return new Map([['(no source map: build with BUNDLE_SOURCE_MAPS=1)', gzip]]);
  const bySource = charactersBySource(code, JSON.parse(readFileSync(`${file}.map`, 'utf8')));
  const byPackage = new Map();
  for (const [source, characters] of bySource) {
    const name = packageOf(source);
    byPackage.set(name, (byPackage.get(name) ?? 0) + characters);
  }
  const total = [...byPackage.values()].reduce((sum, n) => sum + n, 0);
  return new Map([...byPackage].map(([name, characters]) => [name, (gzip * characters) / total]));
};

const kb = (bytes) => (bytes / 1024).toFixed(1);
const report = pages.map((page) => {
  const packages = new Map();
  const chunks = [];
  for (const row of page.rows.filter((r) => r.kind === 'js')) {
    const file = fileOf(row.url);
    const gzip = existsSync(file) ? gzipSync(readFileSync(file), { level: 6 }).length : row.gzip;
    const split = existsSync(file) ? shares(file, gzip) : new Map([['(file not found)', row.gzip]]);
    for (const [name, bytes] of split) packages.set(name, (packages.get(name) ?? 0) + bytes);
    chunks.push({
      url: row.url,
      gzipKB: +kb(gzip),
      top: [...split]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 4)
        .map(([name, bytes]) => `${name} ${kb(bytes)}`),
    });
  }
  return {
    path: page.path,
    jsGzipKB: +kb(page.jsGzip),
    packages: Object.fromEntries(
      [...packages].sort((a, b) => b[1] - a[1]).map(([name, bytes]) => [name, +kb(bytes)]),
    ),
    chunks: chunks.sort((a, b) => b.gzipKB - a.gzipKB),
  };
});

if (options.json) console.log(JSON.stringify(report, null, 2));
else
  for (const page of report) {
    console.log(`\n${page.path}: ${page.jsGzipKB} KB gzip-6 JS`);
    console.log('| package | gzip KB |\n| --- | --- |');
    for (const [name, value] of Object.entries(page.packages))
      if (value >= 0.1) console.log(`| ${name} | ${value} |`);
    if (options.chunks) {
      console.log('\n| chunk | gzip KB | largest parts |\n| --- | --- | --- |');
      for (const chunk of page.chunks)
        console.log(`| ${chunk.url} | ${chunk.gzipKB} | ${chunk.top.join(', ')} |`);
    }
  }
