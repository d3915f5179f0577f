#!/usr/bin/env node
// `pnpm build`: compiles the API server (packages/server/dist), builds the shell and the five remotes (each dist with `.br`/`.gz` copies of its text
// files, scripts/precompress.mjs), puts each remote's build in the registry under its package version
// (replacing that version's earlier local build) and pins remotes not pinned yet.
import { join } from 'node:path';
import { buildServer } from '../packages/server/scripts/build-server.mjs';
import { APPS, appDir, packageVersion, REMOTES, registryDir } from './remotes/apps.mjs';
import { buildApps } from './remotes/build-apps.mjs';
import { pinnedVersion, pinUnpinned, replaceLocalBuild } from './remotes/registry.mjs';

const started = Date.now();
const registry = registryDir();

try {
  console.log(`built server in ${await buildServer()}s`);
  await buildApps(APPS, {
    limit: Number(process.env.BUILD_PARALLELISM) || undefined,
    onBuilt: ({ app, seconds, compressSeconds }) =>
      console.log(
        `built ${app} in ${seconds}s${compressSeconds ? ` (precompressed in ${compressSeconds}s)` : ''}`,
      ),
  });
} catch (error) {
  console.error(error.message);
  process.exit(1);
}

const versions = {};
for (const remote of REMOTES) {
  versions[remote] = packageVersion(remote);
  await replaceLocalBuild({
    registry,
    remote,
    version: versions[remote],
    distDir: join(appDir(remote), 'dist'),
  });
}
const { pins, added } = await pinUnpinned(registry, versions);

console.log(`\nregistry: ${registry}`);
for (const remote of REMOTES) {
  const pinned = pinnedVersion(pins, remote) ?? pins[remote];
  const note = added.includes(remote)
    ? '(newly pinned)'
    : pinned === versions[remote]
      ? ''
      : `(pin kept; this build is ${versions[remote]}: pnpm remotes pin ${remote} ${versions[remote]})`;
  console.log(`  ${remote.padEnd(18)} pinned ${pinned} ${note}`.trimEnd());
}
console.log(`\nbuild done in ${((Date.now() - started) / 1000).toFixed(1)}s`);
