import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

type SharedSingleton = {
  singleton: true;
  requiredVersion: string;
  version?: string;
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

/**
 * The one shared map of every app. Workspace packages state their version explicitly: left implicit,
 * "workspace:*" leaks into the runtime version check. No `eager`: the bootstrap import is the async
 * boundary.
 */
export const sharedSingletons = (): Record<string, SharedSingleton> => {
  const shared: Record<string, SharedSingleton> = {};
  for (const [name, requiredVersion] of Object.entries(THIRD_PARTY)) {
    shared[name] = { singleton: true, requiredVersion };
  }
  for (const [name, folder] of Object.entries(WORKSPACE_PACKAGES)) {
    const version = workspaceVersion(folder);
    shared[name] = { singleton: true, requiredVersion: `^${version.split('.')[0]}.0.0`, version };
  }
  return shared;
};
