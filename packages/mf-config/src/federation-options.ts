import { fileURLToPath } from 'node:url';
import { isProduction } from './base-config';
import type { TreeShakingGuardParams } from './runtime/tree-shaking-guard';
import { sharedSingletons, TREE_SHAKEN, treeShakenExports } from './shared';

const GUARD = fileURLToPath(new URL('./runtime/tree-shaking-guard.ts', import.meta.url));

export interface FederationApp {
  /** The app's folder, relative to the repository root ("shell", "mf-auth"). */
  folder: string;
  /** Its container name ("shell", "mf_auth"). */
  name: string;
}

/** What the guard plugin of one app checks: what its copies hold, and what its own code imports. */
const guardParams = ({ folder, name }: FederationApp, treeShaking: boolean): TreeShakingGuardParams => {
  const provides: Record<string, string[]> = {};
  const requires: Record<string, string[]> = {};
  for (const pkg of treeShaking ? TREE_SHAKEN : []) {
    const all = treeShakenExports(pkg);
    // Only this app and the shared workspace packages it bundles: another remote's new import must
    // not stop this one.
    const own = treeShakenExports(pkg, [folder, 'packages/ui', 'packages/api-client']);
    if (all && own) {
      provides[pkg] = all;
      requires[pkg] = own;
    }
  }
  return { app: name, provides, requires };
};

/** Module Federation options every app uses; shared tree shaking in production builds only. */
export const federationOptions = (app: FederationApp, { treeShaking = isProduction() } = {}) => ({
  shared: sharedSingletons({ treeShaking }),
  // version-first would fetch every registered remote's entry before the first page renders.
  shareStrategy: 'loaded-first' as const,
  manifest: true,
  // The MF type generator fails under this TypeScript; types come from the workspace packages.
  dts: false,
  runtimePlugins: [[GUARD, guardParams(app, treeShaking)] as [string, TreeShakingGuardParams]],
});
