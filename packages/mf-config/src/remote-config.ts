import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { manifestProblems, type RemoteRoute, routeManifestSchema } from '@apparel/contracts';
import type { Configuration } from '@rspack/core';
import { federationName, type RemoteName, remotePort } from './apps';
import { baseConfig, isProduction } from './base-config';
import { buildInfo, emitJsonFiles } from './build-info';
import { exposeChunkName, federationManifestPlugin } from './federation-manifest';
import { appShares, federationPlugins } from './federation-options';
import { applyMantineGroups } from './mantine-group-plugin';

export interface RemoteOptions {
  /** The registry key, which is also the folder name ("mf-catalogue"). */
  name: RemoteName;
  /** The remote's folder. */
  dir: string;
  /** The remote's route manifest (`<remote>/src/routes.ts`): the pages it serves, their roles and menu entries. */
  routes: readonly RemoteRoute[];
  /** Page modules, by default `./<Module>` -> `./src/pages/<Module>.tsx` for every module the routes name. */
  exposes?: Record<`./${string}`, string>;
}

/** `./<Module>` -> `./src/pages/<Module>.tsx` for each page module the routes name. */
export const pageExposes = (routes: readonly RemoteRoute[]): Record<`./${string}`, string> =>
  Object.fromEntries(routes.map(({ module }) => [`./${module}`, `./src/pages/${module}.tsx`]));

/** The route manifest as published (mf-routes.json); a bad one fails the build with every problem named. */
export function routeManifest(name: string, routes: readonly RemoteRoute[], exposes: Record<string, string>) {
  const manifest = routeManifestSchema.parse({ remote: name, routes });
  const problems = manifestProblems(manifest, Object.keys(exposes));
  if (problems.length) throw new Error(`[mf-config] ${name}'s route manifest:\n  ${problems.join('\n  ')}`);
  return manifest;
}

/** The remote's package name and version: its manifest's build info (for the record; the registry names versions itself). */
const packageOf = (dir: string): { name: string; version: string } => {
  const file = join(dir, 'package.json');
  if (!existsSync(file)) return { name: 'UNKNOWN', version: 'UNKNOWN' };
  return JSON.parse(readFileSync(file, 'utf8'));
};

/**
 * A remote. The production build is its container only (remoteEntry.js, a classic container with the
 * bundler's own small runtime, + mf-manifest.json + chunks); next to it go `mf-routes.json` (the route
 * manifest the shell builds its router and menus from) and `build-info.json` (what it was built
 * against, checked by `pnpm remotes pin` and the server). The dev server adds the standalone page
 * (<remote>/src/index.ts -> bootstrap.tsx). `publicPath: 'auto'` lets the same dist be served from any
 * versioned folder of the registry or a CDN (the entry finds its chunks next to its own script).
 */
export const createRemoteConfig = ({
  name,
  dir,
  routes,
  exposes = pageExposes(routes),
}: RemoteOptions): Configuration => {
  const production = isProduction();
  const config = baseConfig({
    dir,
    port: remotePort(name),
    publicPath: 'auto',
    page: production ? false : `${name} (standalone)`,
  });
  const container = federationName(name);
  const modules = Object.keys(exposes).map((key) => key.slice(2));
  applyMantineGroups(config, dir);
  config.plugins?.push(
    ...federationPlugins(dir, {
      name: container,
      // Named chunk groups: the manifest lists each page module's chunks by this name.
      exposes: Object.fromEntries(
        Object.entries(exposes).map(([key, file]) => [
          key,
          { import: file, name: exposeChunkName(key.slice(2)) },
        ]),
      ),
    }),
    federationManifestPlugin({
      name: container,
      build: packageOf(dir),
      modules,
      shared: appShares(dir),
    }),
    emitJsonFiles({
      'mf-routes.json': routeManifest(name, routes, exposes),
      'build-info.json': buildInfo(name, dir),
    }),
  );
  return config;
};
