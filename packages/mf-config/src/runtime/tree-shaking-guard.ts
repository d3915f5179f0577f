// Module Federation runtime plugin, bundled into every app by mf-config (runs in the browser).
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

export type TreeShakingGuardParams = {
  /** This app's container name ("shell", "mf_superadmin"). */
  app: string;
  /** Per tree-shaken shared package: the exports this app's copy holds (provided) ... */
  provides: Record<string, string[]>;
  /** ... and the exports this app's own code and the libraries it bundles import (required). */
  requires: Record<string, string[]>;
};

type Registry = Record<string, Record<string, readonly string[]>>;
const REGISTRY_KEY = '__APPAREL_TREE_SHAKEN_SHARED__';

const registry = (): Registry => {
  const scope = globalThis as typeof globalThis & { [REGISTRY_KEY]?: Registry };
  scope[REGISTRY_KEY] ??= {};
  return scope[REGISTRY_KEY];
};

/**
 * A singleton shared with `treeShaking` holds only the exports its provider (the shell) was built
 * with. A remote released later that imports an export the provider's copy lacks would get
 * `undefined` and fail with React's "Element type is invalid". This plugin stops the load before
 * that and says what to do: the remote's page then shows the shell's "Section unavailable" panel with
 * the reason in the console. It never loads a second copy: that would be a second MantineProvider
 * context, which breaks every component of the remote.
 */
export default function treeShakingGuard(params?: TreeShakingGuardParams): ModuleFederationRuntimePlugin {
  const known = registry();
  for (const [pkg, exports] of Object.entries(params?.provides ?? {})) {
    known[pkg] ??= {};
    known[pkg][params?.app ?? ''] = exports;
  }
  return {
    name: 'apparel-tree-shaking-guard',
    resolveShare(args) {
      const required = params?.requires[args.pkgName];
      if (!required?.length) return args;
      const resolve = args.resolver;
      args.resolver = () => {
        const resolved = resolve();
        const provider = resolved?.shared.from;
        const provided = provider ? known[args.pkgName]?.[provider] : undefined;
        if (resolved?.useTreesShaking && provided) {
          const missing = required.filter((name) => !provided.includes(name));
          if (missing.length) {
            const error = new Error(
              `[mf-config] ${params?.app} imports ${missing.join(', ')} from the shared ${args.pkgName}, ` +
                `but the tree-shaken copy that ${provider} provides does not hold ${missing.length > 1 ? 'them' : 'it'}. ` +
                `Rebuild and deploy ${provider} (its build scans every app's imports) before this release.`,
            );
            // The loader wraps it into its own "could not load" error: say the reason here too.
            console.error(error.message);
            throw error;
          }
        }
        return resolved;
      };
      return args;
    },
  };
}
