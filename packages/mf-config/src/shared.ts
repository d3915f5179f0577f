import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { type ContextShare, installedPackage, mantineContextShares } from './mantine';
import { ROUTER_CLIENT_API } from './router-alias';

type SharedSingleton = { singleton: true; requiredVersion: string; version?: string };

/**
 * Third-party singletons with the range every app accepts: the libraries that hold state one app must
 * see as another sets it (React, the query cache, dayjs's plugins) and
 * @mantine/notifications, whose store is a module variable (a remote's toast must reach the shell's
 * <Notifications> container). The provided version is read from the installed package.
 * @mantine/core, @mantine/hooks and @mantine/dates are NOT shared: each app bundles and tree-shakes
 * the components it uses, so a remote may use any Mantine component without a shell release; only
 * Mantine's context modules are shared (mantine.ts). The router is shared as its client API file
 * (routerShare below), not as the package.
 */
const THIRD_PARTY: Record<string, string> = {
  react: '^19.2.0',
  'react-dom': '^19.2.0',
  'react-dom/client': '^19.2.0',
  '@tanstack/react-query': '^5.90.0',
  '@tanstack/query-core': '^5.90.0',
  '@mantine/notifications': '^9.7.0',
  dayjs: '^1.11.0',
};

/**
 * Files of our workspace packages shared as singletons, like Mantine's contexts: keyed by the file's
 * resolved path (how rspack matches every import of it, through the package's index or a sibling),
 * named by a stable `shareKey`. Everything else of those packages is NOT shared: each app bundles and
 * tree-shakes what it imports (both packages have `sideEffects` declared), so a page carries only the
 * calls and schemas of its own area.
 * - api-client's core: the session and its listeners, the fetch wrapper with its 401 handler and error
 *   shape, and the one QueryClient.
 * - contracts' core: zod, through the one file every contract takes it from (`packages/contracts/src/zod.ts`: zod shared
 *   as a package cannot be tree-shaken, its `locales` namespace, JSON Schema and compiler would ship,
 *   while a copy per app repeats ~26 KB gzip on every page). It loads only on a page whose code builds
 *   a schema: the shell starts from `packages/contracts/src/page-routes.ts`, which checks the pins
 *   without zod and holds no state, so each app that imports it bundles it. A remote accepts the
 *   shell's copy from its own version up (`^<version>`): a contract that needs another zod function
 *   raises the contracts version.
 */
export const API_CLIENT_CORE_FILES = {
  '@apparel/api-client/session': 'src/session.ts',
  '@apparel/api-client/http': 'src/http.ts',
  '@apparel/api-client/query-client': 'src/query-client.ts',
} as const;

export const CONTRACTS_CORE_FILES = {
  '@apparel/contracts/zod': 'src/zod.ts',
} as const;

const workspaceFileShares = (
  folder: string,
  files: Record<string, string>,
  requiredVersion: (version: string) => string,
): Record<string, ContextShare> => {
  const version = workspaceVersion(folder);
  const shares: Record<string, ContextShare> = {};
  for (const [shareKey, file] of Object.entries(files)) {
    const path = fileURLToPath(new URL(`../../${folder}/${file}`, import.meta.url));
    shares[path] = { shareKey, singleton: true, version, requiredVersion: requiredVersion(version) };
  }
  return shares;
};

/** The versions of our workspace packages an app's build-info records (GUARDED_SINGLETONS). */
const WORKSPACE_PACKAGES: Record<string, string> = {
  '@apparel/api-client': 'api-client',
  '@apparel/contracts': 'contracts',
};

const workspaceVersion = (folder: string): string => {
  const file = fileURLToPath(new URL(`../../${folder}/package.json`, import.meta.url));
  return (JSON.parse(readFileSync(file, 'utf8')) as { version: string }).version;
};

/** React Router's client API (router-alias.ts), keyed by path like the files above. */
const routerShare = (appDir: string): Record<string, ContextShare> => ({
  [ROUTER_CLIENT_API]: {
    shareKey: 'react-router-dom/client-api',
    singleton: true,
    version: installedPackage(appDir, 'react-router-dom').version,
    requiredVersion: '^7.9.0',
  },
});

/**
 * The shared map of one app (its folder resolves the Mantine context files). Workspace packages state
 * their version explicitly: left implicit, "workspace:*" leaks into the runtime version check. No
 * `eager`: the bootstrap import is the async boundary.
 */
export const sharedSingletons = (appDir: string): Record<string, SharedSingleton | ContextShare> => {
  const shared: Record<string, SharedSingleton | ContextShare> = {};
  for (const [name, requiredVersion] of Object.entries(THIRD_PARTY))
    shared[name] = { singleton: true, requiredVersion };
  return {
    ...shared,
    ...workspaceFileShares('api-client', API_CLIENT_CORE_FILES, (v) => `^${v.split('.')[0]}.0.0`),
    ...workspaceFileShares('contracts', CONTRACTS_CORE_FILES, (v) => `^${v}`),
    ...routerShare(appDir),
    ...mantineContextShares(appDir),
  };
};

/** The singletons the compatibility guard compares between a remote and the shell that hosts it. */
export const GUARDED_SINGLETONS = [
  'react',
  'react-dom',
  'react-router-dom',
  '@tanstack/react-query',
  '@apparel/api-client',
  '@apparel/contracts',
  '@mantine/core',
  '@mantine/notifications',
] as const;

const installedVersion = (appDir: string, name: string): string[] => {
  try {
    return [installedPackage(appDir, name).version];
  } catch {
    return []; // the app does not use it: nothing to guard
  }
};

/** The installed version of each guarded singleton the app can resolve, as it builds against it. */
export const sharedVersions = (appDir: string): Record<string, string> =>
  Object.fromEntries(
    GUARDED_SINGLETONS.flatMap((name) => {
      const folder = WORKSPACE_PACKAGES[name];
      const version = folder ? [workspaceVersion(folder)] : installedVersion(appDir, name);
      return version.map((v) => [name, v] as const);
    }),
  );
