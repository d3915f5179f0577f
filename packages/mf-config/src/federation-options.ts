import { container } from '@rspack/core';
import { chunkLoadOrderPlugin } from './chunk-load-order';
import { compactShareDataPlugin } from './compact-share-data';
import { mantineGroupShares } from './mantine-group-plugin';
import { sharedSingletons } from './shared';

/**
 * Rspack's classic Module Federation containers (`ModuleFederationPluginV1`): a remote's entry is a
 * global with `init(shareScope)` and `get('./Module')`, and sharing is the bundler's own share scope
 * (`__webpack_share_scopes__.default`), so no federation runtime ships: the shell's loader
 * (shell/src/remotes/remote-containers.ts) does the script load, init and get itself. Singletons are
 * still negotiated at run time: each container registers its versions in the shell's scope on `init`,
 * and every consumer takes the loaded copy, or the highest version, that satisfies its range.
 * No `eager`: the bootstrap import is the async boundary.
 */
export const SHARE_SCOPE = 'default';

export interface ContainerOptions {
  /** The container's global name (a JS identifier, apps.ts federationName). */
  name: string;
  /** A remote's page modules; the shell exposes none. */
  exposes?: Record<string, { import: string; name: string }>;
}

/** The singletons, and Mantine's groups that the shell provides and a remote takes when they are the same. */
export const appShares = (appDir: string) => ({ ...sharedSingletons(appDir), ...mantineGroupShares(appDir) });

/** The container plugin, and the plugins that trim and order what it writes (the same files from any checkout). */
export const federationPlugins = (appDir: string, { name, exposes }: ContainerOptions) => [
  new container.ModuleFederationPluginV1({
    name,
    shareScope: SHARE_SCOPE,
    shared: appShares(appDir),
    ...(exposes ? { exposes, filename: REMOTE_ENTRY, library: { type: 'var', name } } : {}),
  }),
  compactShareDataPlugin(),
  ...(exposes ? [chunkLoadOrderPlugin(REMOTE_ENTRY)] : []),
];

/** The file name of a remote's container entry, under its version's folder. */
export const REMOTE_ENTRY = 'remoteEntry.js';
