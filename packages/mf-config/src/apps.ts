import { readFileSync } from 'node:fs';

/** One app of the registry: its registry key, its folder under the repository root, its dev-server port. */
export type AppEntry = { name: string; folder: string; port: number };

/** packages/mf-config/remotes.json: the one list of the shell and the remotes (scripts/ reads it too). */
const registry = JSON.parse(readFileSync(new URL('../remotes.json', import.meta.url), 'utf8')) as {
  shell: AppEntry;
  remotes: AppEntry[];
};

/** The remotes, in the registry's order. */
export const REMOTES: readonly AppEntry[] = registry.remotes;

/** The remotes by their registry key (the folder name), and the dev-server port of each. */
export const REMOTE_PORTS: Readonly<Record<string, number>> = Object.fromEntries(
  REMOTES.map((remote) => [remote.name, remote.port]),
);

export type RemoteName = string;

export const SHELL_PORT = registry.shell.port;

/** A remote's dev-server port; an unknown name is a mistake in a rspack config. */
export const remotePort = (name: RemoteName): number => {
  const port = REMOTE_PORTS[name];
  if (port === undefined)
    throw new Error(`Unknown remote "${name}": add it to packages/mf-config/remotes.json`);
  return port;
};

/** Where dev servers forward /api and /uploads: `pnpm start`'s server unless API_ORIGIN says otherwise. */
export const API_ORIGIN = process.env.API_ORIGIN ?? 'http://localhost:8080';

/**
 * The Module Federation container name: a JS identifier, so "mf-catalogue" becomes "mf_catalogue".
 * The shell derives the same name from the registry key (shell/src/remotes/federation-name.ts).
 */
export const federationName = (registryKey: string) => registryKey.replace(/[^A-Za-z0-9_$]/g, '_');

/**
 * /remotes.json for `LOCAL_REMOTES=1 pnpm --filter @apparel/shell dev`: every remote's manifest and
 * routes from its running dev server (a remote whose dev server is down is left out).
 */
export const devServerAnswer = async (): Promise<Record<string, { manifest: string; routes: unknown }>> => {
  const answers = await Promise.all(
    Object.entries(REMOTE_PORTS).map(async ([name, port]) => {
      const origin = `http://localhost:${port}`;
      const routes = await fetch(`${origin}/mf-routes.json`)
        .then((response) => (response.ok ? (response.json() as Promise<{ routes: unknown }>) : null))
        .catch(() => null);
      return routes
        ? ([name, { manifest: `${origin}/mf-manifest.json`, routes: routes.routes }] as const)
        : null;
    }),
  );
  return Object.fromEntries(answers.filter((answer) => answer !== null));
};
