import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import type { Configuration } from '@rspack/core';
import { federationName, REMOTE_PORTS, type RemoteName } from './apps';
import { baseConfig, isProduction } from './base-config';
import { federationOptions } from './federation-options';

export interface RemoteOptions {
  /** The registry key, which is also the folder name ("mf-catalogue"). */
  name: RemoteName;
  /** The remote's folder. */
  dir: string;
  /** Page modules: "./ProductListPage" -> "./src/pages/ProductListPage.tsx" (docs/frontend-contract.md). */
  exposes: Record<`./${string}`, string>;
}

/**
 * A remote. The production build is its container only (remoteEntry.js + mf-manifest.json + chunks)
 * and uses the MF runtime the shell provides, which keeps ~17 KB gz of duplicate runtime off every
 * page. The dev server adds the standalone page (src/index.ts -> bootstrap.tsx) with its own runtime,
 * so the team can work without the shell. `publicPath: 'auto'` lets the same dist be served from any
 * versioned folder of the registry or a CDN; the standalone page loads its own scripts from '/', so a
 * deep link (/manufacturers/create) opened on the dev server works (base-config.ts).
 */
export const createRemoteConfig = ({ name, dir, exposes }: RemoteOptions): Configuration => {
  const production = isProduction();
  const config = baseConfig({
    dir,
    port: REMOTE_PORTS[name],
    publicPath: 'auto',
    page: production ? false : `${name} (standalone)`,
  });
  const container = federationName(name);
  config.plugins?.push(
    new ModuleFederationPlugin({
      name: container,
      filename: 'remoteEntry.js',
      exposes,
      ...federationOptions({ folder: name, name: container }),
      experiments: { externalRuntime: production },
    }),
  );
  return config;
};
