#!/usr/bin/env node
// `pnpm remotes <command>`: the remote registry CLI. Without --server it works on the local registry
// folder (what `pnpm build` fills); with --server it calls a running server's registry API (issue 22).
// See docs/architecture.md.
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
import { registryServer, zipDist } from './remotes/server-client.mjs';

const USAGE = `Usage:
  pnpm remotes list                      published versions of each remote; * marks the pinned one
  pnpm remotes publish <remote> [--no-build] [--dist <dir> --as <version>]
                                         build <remote> and publish it under its package version
                                         (--dist: publish a dist built elsewhere, as <version>)
  pnpm remotes pin <remote> <version> [--reason <why>]
                                         point /remotes.json at a published version (pin or rollback)

  With --server <https://host> --token <token> (or REGISTRY_TOKEN) every command calls that server's
  registry instead of the local folder (a release token publishes its remote; pins need the ops token
  or a super admin session token), and these work too:
  pnpm remotes rollback <remote>         pin the version pinned before the current one
  pnpm remotes canary <remote> <version> <percent>
                                         serve <version> to <percent> % of browsers and users
  pnpm remotes promote <remote>          pin the canary's version;  pnpm remotes drop <remote>: end it
  pnpm remotes history [<remote>] [--page <n>]

Remotes: ${REMOTES.join(', ')}. Registry: REMOTES_DIR (default <repo>/registry).`;

const OPTIONS = {
  'no-build': { type: 'boolean' },
  dist: { type: 'string' },
  as: { type: 'string' },
  server: { type: 'string' },
  token: { type: 'string' },
  reason: { type: 'string' },
  page: { type: 'string' },
};

const registry = registryDir();

const commands = {
  async list(_args, values) {
    if (values.server) {
      for (const remote of await server(values).list()) {
        const shown = remote.versions
          .map((v) => `${v.version === remote.pinned ? '*' : ''}${v.version}${v.compatible ? '' : '(!)'}`)
          .join('  ');
        const canary = remote.canary ? `  canary ${remote.canary.version} at ${remote.canary.percent} %` : '';
        console.log(`${remote.name.padEnd(18)} ${shown || '(none published)'}${canary}`);
      }
      return;
    }
    const pins = await readPins(registry);
    for (const remote of REMOTES) {
      const pinned = pinnedVersion(pins, remote);
      const versions = await publishedVersions(registry, remote);
      const shown = versions.map((v) => (v === pinned ? `*${v}` : v)).join('  ') || '(none published)';
      const stray = pins[remote] && !pinned ? `  (pinned to ${pins[remote]})` : '';
      console.log(`${remote.padEnd(18)} ${shown}${stray}`);
    }
  },

  async publish([remote], values) {
    if (!remote) throw new RegistryError(USAGE);
    assertRemote(remote);
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
    if (values.server) {
      const published = await server(values).publish(remote, version, await zipDist(distDir));
      console.log(
        published.unchanged
          ? `${remote} ${version} is already published on ${values.server} with this exact content.`
          : `published ${remote} ${version} to ${values.server} (${published.files} files, ${published.size} bytes)\n` +
              `pin it with: pnpm remotes pin ${remote} ${version} --server ${values.server} --token <ops token>`,
      );
      return;
    }
    const outcome = await publishRelease({ registry, remote, version, distDir });
    console.log(
      outcome === 'unchanged'
        ? `${remote} ${version} is already published with this exact content: nothing to do.`
        : `published ${remote} ${version} -> ${join(registry, remote, version)}\n` +
            `pin it with: pnpm remotes pin ${remote} ${version}`,
    );
  },

  async pin([remote, version], values) {
    if (!remote || !version) throw new RegistryError(USAGE);
    assertRemote(remote);
    if (values.server) {
      console.log((await server(values).pin(remote, version, values.reason)).message);
      return;
    }
    const { previous } = await pinRemote(registry, remote, version);
    console.log(`pinned ${remote} ${version}${previous && previous !== version ? ` (was ${previous})` : ''}`);
  },

  async rollback([remote], values) {
    if (!remote) throw new RegistryError(USAGE);
    console.log((await serverOnly(values, remote).rollback(remote)).message);
  },

  async canary([remote, version, percent], values) {
    if (!version || !/^\d+$/.test(percent ?? '')) throw new RegistryError(USAGE);
    console.log((await serverOnly(values, remote).canary(remote, version, Number(percent))).message);
  },

  async promote([remote], values) {
    if (!remote) throw new RegistryError(USAGE);
    console.log((await serverOnly(values, remote).promote(remote)).message);
  },

  async drop([remote], values) {
    if (!remote) throw new RegistryError(USAGE);
    console.log((await serverOnly(values, remote).drop(remote)).message);
  },

  async history([remote], values) {
    const page = Number(values.page ?? 1);
    const answer = await serverOnly(values).history(remote, page);
    for (const row of answer.history)
      console.log(
        `${row.at}  ${row.remote.padEnd(16)} ${row.action.padEnd(11)} ${row.from ?? '-'} -> ${row.to ?? '-'}  by ${row.actor}${row.reason ? `: ${row.reason}` : ''}`,
      );
    console.log(
      `page ${answer.page} of ${Math.max(1, Math.ceil(answer.total / answer.pageSize))} (${answer.total} changes)`,
    );
  },
};

/** The server's registry API from --server and --token (or REGISTRY_TOKEN). */
function server(values) {
  return registryServer(values.server, values.token ?? process.env.REGISTRY_TOKEN);
}

/** The commands only a server's registry has (the local folder keeps no history and no canary). */
function serverOnly(values, remote) {
  if (remote !== undefined) assertRemote(remote);
  if (!values.server)
    throw new RegistryError(`This command needs --server <https://host> --token <token>.\n\n${USAGE}`);
  return server(values);
}

const [command, ...rest] = process.argv.slice(2);
const run = commands[command];
if (!run) {
  console.error(command ? `Unknown command "${command}".\n\n${USAGE}` : USAGE);
  process.exit(1);
}
try {
  const { positionals, values } = parseArgs({ args: rest, options: OPTIONS, allowPositionals: true });
  await run(positionals, values);
} catch (error) {
  console.error(error instanceof RegistryError ? error.message : (error.stack ?? String(error)));
  process.exit(1);
}
