import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { type ContextShare, installedPackage, mantineContextShares } from './mantine';

type SharedSingleton = { singleton: true; requiredVersion: string; version?: string };

/**
 * Third-party singletons with the range every app accepts: the libraries that hold state one app must
 * see as another sets it (React, the router, the query cache, dayjs's plugins) and
 * @mantine/notifications, whose store is a module variable (a remote's toast must reach the shell's
 * <Notifications> container). The provided version is read from the installed package.
 * @mantine/core, @mantine/hooks and @mantine/dates are NOT shared: each app bundles and tree-shakes
 * the components it uses, so a remote may use any Mantine component without a shell release; only
 * Mantine's context modules are shared (mantine.ts).
 */
const THIRD_PARTY: Record<string, string> = {
  react: '^19.2.0',
  'react-dom': '^19.2.0',
  'react-dom/client': '^19.2.0',
  'react-router': '^7.9.0',
  'react-router-dom': '^7.9.0',
  '@tanstack/react-query': '^5.90.0',
  '@tanstack/query-core': '^5.90.0',
  '@mantine/notifications': '^9.7.0',
  dayjs: '^1.11.0',
};

/**
 * Our workspace packages shared whole follow semver from 1.0.0; a remote accepts any compatible 1.x.
 * @apparel/contracts stays whole: its schemas are zod's, and zod shared as a package cannot be
 * tree-shaken (its `locales` namespace and every schema kind would ship), while a copy per app
 * repeats ~26 KB gzip on every page. @apparel/ui holds no state (its toasts go through the shared
 * @mantine/notifications store), so each app bundles the pieces it uses.
 */
const WORKSPACE_PACKAGES = {
  '@apparel/contracts': 'contracts',
} as const;

/**
 * The core of @apparel/api-client, shared by file like Mantine's contexts: the session and its
 * listeners, the fetch wrapper with its 401 handler and error shape, and the one QueryClient. Every
 * area's typed calls, query keys and hooks are NOT shared: each app bundles the calls it makes
 * (api-client has `sideEffects: false`), and their imports of these files resolve to the shared copy.
 */
export const API_CLIENT_CORE_FILES = {
  '@apparel/api-client/session': 'src/session.ts',
  '@apparel/api-client/http': 'src/http.ts',
  '@apparel/api-client/query-client': 'src/query-client.ts',
} as const;

const apiClientCoreShares = (): Record<string, ContextShare> => {
  const version = workspaceVersion('api-client');
  const shares: Record<string, ContextShare> = {};
  for (const [shareKey, file] of Object.entries(API_CLIENT_CORE_FILES)) {
    const path = fileURLToPath(new URL(`../../api-client/${file}`, import.meta.url));
    shares[path] = { shareKey, singleton: true, version, requiredVersion: `^${version.split('.')[0]}.0.0` };
  }
  return shares;
};

const workspaceVersion = (folder: string): string => {
  const file = fileURLToPath(new URL(`../../${folder}/package.json`, import.meta.url));
  return (JSON.parse(readFileSync(file, 'utf8')) as { version: string }).version;
};

/**
 * The shared map of one app (its folder resolves the Mantine context files). Workspace packages state
 * their version explicitly: left implicit, "workspace:*" leaks into the runtime version check. No
 * `eager`: the bootstrap import is the async boundary.
 */
export const sharedSingletons = (appDir: string): Record<string, SharedSingleton | ContextShare> => {
  const shared: Record<string, SharedSingleton | ContextShare> = {};
  for (const [name, requiredVersion] of Object.entries(THIRD_PARTY))
    shared[name] = { singleton: true, requiredVersion };
  for (const [name, folder] of Object.entries(WORKSPACE_PACKAGES)) {
    const version = workspaceVersion(folder);
    shared[name] = { singleton: true, requiredVersion: `^${version.split('.')[0]}.0.0`, version };
  }
  return { ...shared, ...apiClientCoreShares(), ...mantineContextShares(appDir) };
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
      const folder = WORKSPACE_PACKAGES[name as keyof typeof WORKSPACE_PACKAGES];
      const version = folder ? [workspaceVersion(folder)] : installedVersion(appDir, name);
      return version.map((v) => [name, v] as const);
    }),
  );
