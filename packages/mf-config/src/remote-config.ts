import { manifestProblems, type RemoteRoute, routeManifestSchema } from '@apparel/contracts';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import type { Configuration } from '@rspack/core';
import { federationName, type RemoteName, remotePort } from './apps';
import { baseConfig, isProduction } from './base-config';
import { buildInfo, emitJsonFiles } from './build-info';
import { federationOptions } from './federation-options';

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

/**
 * A remote. The production build is its container only (remoteEntry.js + mf-manifest.json + chunks)
 * and uses the MF runtime the shell provides, which keeps ~17 KB gz of duplicate runtime off every
 * page; next to it go `mf-routes.json` (the route manifest the shell builds its router and menus from)
 * and `build-info.json` (the Mantine version it was built against, checked by `pnpm remotes pin`).
 * The dev server adds the standalone page (<remote>/src/index.ts -> bootstrap.tsx) with its own runtime.
 * `publicPath: 'auto'` lets the same dist be served from any versioned folder of the registry or a CDN.
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
  config.plugins?.push(
    new ModuleFederationPlugin({
      name: container,
      filename: 'remoteEntry.js',
      exposes,
      ...federationOptions(dir),
      experiments: { externalRuntime: production },
    }),
    emitJsonFiles({
      'mf-routes.json': routeManifest(name, routes, exposes),
      'build-info.json': buildInfo(name, dir),
    }),
  );
  return config;
};
