#!/usr/bin/env node
// `pnpm remotes <command>`: the remote registry CLI (publish, list, pin). See docs/architecture.md.
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { precompress } from './precompress.mjs';
import {
  appDir,
  assertRemote,
  packageVersion,
  REMOTES,
  RegistryError,
  registryDir,
} from './remotes/apps.mjs';
import { buildApp } from './remotes/build-apps.mjs';
import {
  pinnedVersion,
  pinRemote,
  publishedVersions,
  publishRelease,
  readPins,
} from './remotes/registry.mjs';

const USAGE = `Usage:
  pnpm remotes list                      published versions of each remote; * marks the pinned one
  pnpm remotes publish <remote> [--no-build] [--dist <dir> --as <version>]
                                         build <remote> and publish it under its package version
                                         (--dist: publish a dist built elsewhere, as <version>)
  pnpm remotes pin <remote> <version>    point /remotes.json at a published version (pin or rollback)

Remotes: ${REMOTES.join(', ')}. Registry: REMOTES_DIR (default <repo>/registry).`;

const registry = registryDir();

const commands = {
  async list() {
    const pins = await readPins(registry);
    for (const remote of REMOTES) {
      const pinned = pinnedVersion(pins, remote);
      const versions = await publishedVersions(registry, remote);
      const shown = versions.map((v) => (v === pinned ? `*${v}` : v)).join('  ') || '(none published)';
      const stray = pins[remote] && !pinned ? `  (pinned to ${pins[remote]})` : '';
      console.log(`${remote.padEnd(18)} ${shown}${stray}`);
    }
  },

  async publish(remote, ...flags) {
    if (!remote) throw new RegistryError(USAGE);
    assertRemote(remote);
    const { values } = parseArgs({
      args: flags,
      options: { 'no-build': { type: 'boolean' }, dist: { type: 'string' }, as: { type: 'string' } },
    });
    if (!values.dist !== !values.as) throw new RegistryError(`--dist and --as go together.\n\n${USAGE}`);
    const version = values.as ?? packageVersion(remote);
    const distDir = values.dist ? resolve(values.dist) : join(appDir(remote), 'dist');
    if (values['no-build'] || values.dist) {
      // The dist may come from a plain `rspack build`: a release always carries its .br/.gz copies
      // (deterministic, so an already compressed dist is rewritten byte for byte).
      await precompress(distDir);
    } else {
      const { seconds } = await buildApp(remote);
      console.log(`built ${remote} in ${seconds}s`);
    }
    const outcome = await publishRelease({ registry, remote, version, distDir });
    console.log(
      outcome === 'unchanged'
        ? `${remote} ${version} is already published with this exact content: nothing to do.`
        : `published ${remote} ${version} -> ${join(registry, remote, version)}\n` +
            `pin it with: pnpm remotes pin ${remote} ${version}`,
    );
  },

  async pin(remote, version) {
    if (!remote || !version) throw new RegistryError(USAGE);
    assertRemote(remote);
    const { previous } = await pinRemote(registry, remote, version);
    console.log(`pinned ${remote} ${version}${previous && previous !== version ? ` (was ${previous})` : ''}`);
  },
};

const [command, ...args] = process.argv.slice(2);
const run = commands[command];
if (!run) {
  console.error(command ? `Unknown command "${command}".\n\n${USAGE}` : USAGE);
  process.exit(1);
}
try {
  await run(...args);
} catch (error) {
  console.error(error instanceof RegistryError ? error.message : (error.stack ?? String(error)));
  process.exit(1);
}
