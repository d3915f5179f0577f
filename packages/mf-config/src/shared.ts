import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { isProduction } from './base-config';
import { FRONT_END_PACKAGES, scanUsedExports } from './used-exports';

type SharedSingleton = {
  singleton: true;
  requiredVersion: string;
  version?: string;
  treeShaking?: { mode: 'runtime-infer'; usedExports: string[] };
};

/**
 * Third-party singletons with the range every app accepts. The provided version is read from the
 * installed package; a remote built against another minor still joins the host's copy.
 */
const THIRD_PARTY: Record<string, string> = {
  react: '^19.2.0',
  'react-dom': '^19.2.0',
  'react-dom/client': '^19.2.0',
  'react-router': '^7.9.0',
  'react-router-dom': '^7.9.0',
  '@tanstack/react-query': '^5.90.0',
  '@tanstack/query-core': '^5.90.0',
  '@mantine/core': '^9.7.0',
  '@mantine/hooks': '^9.7.0',
  '@mantine/dates': '^9.7.0',
  '@mantine/notifications': '^9.7.0',
  dayjs: '^1.11.0',
};

/**
 * Singletons shared tree-shaken (Module Federation `treeShaking`, mode 'runtime-infer'): each app's
 * copy holds only the exports named in `usedExports`, which is every export any front-end package
 * imports (scanned from the sources of the shell, the remotes, packages/ui and api-client, and of the
 * libraries they bundle that import the package, such as @mantine/dates). Same list in every build,
 * so the shell's copy, which every remote joins, holds what each remote needs. A remote that starts
 * using another export needs a shell build first (the guard plugin says so in the browser).
 * @mantine/core is 169 KB gz whole and ~82 KB gz with the exports all the apps use.
 * Production builds only: in development builds the MF runtime fails on tree-shaken shared modules
 * ("require_runtime.__exportAll is not a function" on a remote's standalone page). A development
 * shell (full copy, no tree-shaking metadata) still serves production remotes: they take the copy
 * that is loaded.
 */
export const TREE_SHAKEN: readonly string[] = ['@mantine/core'];

/** Our workspace packages follow semver from 1.0.0; a remote accepts any compatible 1.x. */
const WORKSPACE_PACKAGES = {
  '@apparel/api-client': 'api-client',
  '@apparel/ui': 'ui',
  '@apparel/contracts': 'contracts',
} as const;

const workspaceVersion = (folder: string): string => {
  const file = fileURLToPath(new URL(`../../${folder}/package.json`, import.meta.url));
  return (JSON.parse(readFileSync(file, 'utf8')) as { version: string }).version;
};

const scans = new Map<string, string[] | null>();

/**
 * The exports every app's copy of a tree-shaken package holds, or null when some import cannot be
 * narrowed down (`import * as`, a dynamic import): that package is then shared whole, with a warning.
 */
export const treeShakenExports = (pkg: string, packages: readonly string[] = FRONT_END_PACKAGES) => {
  const key = `${pkg}\0${packages.join(',')}`;
  if (!scans.has(key)) {
    const scan = scanUsedExports(pkg, { packages });
    if (scan.blocker) console.warn(`[mf-config] ${pkg} is shared whole, not tree-shaken: ${scan.blocker}`);
    scans.set(key, scan.usedExports);
  }
  return scans.get(key) ?? null;
};

/**
 * The one shared map of every app. Workspace packages state their version explicitly: left implicit,
 * "workspace:*" leaks into the runtime version check. No `eager`: the bootstrap import is the async
 * boundary.
 */
export const sharedSingletons = ({ treeShaking = isProduction() } = {}): Record<string, SharedSingleton> => {
  const shared: Record<string, SharedSingleton> = {};
  for (const [name, requiredVersion] of Object.entries(THIRD_PARTY)) {
    shared[name] = { singleton: true, requiredVersion };
    const usedExports = treeShaking && TREE_SHAKEN.includes(name) ? treeShakenExports(name) : null;
    if (usedExports) shared[name].treeShaking = { mode: 'runtime-infer', usedExports };
  }
  for (const [name, folder] of Object.entries(WORKSPACE_PACKAGES)) {
    const version = workspaceVersion(folder);
    shared[name] = { singleton: true, requiredVersion: `^${version.split('.')[0]}.0.0`, version };
  }
  return shared;
};
