/** The five remotes, by their registry key (the folder name), and the dev-server port of each app. */
export const REMOTE_PORTS = {
  'mf-auth': 3001,
  'mf-superadmin': 3002,
  'mf-catalogue': 3003,
  'mf-retail-orders': 3004,
  'mf-media': 3005,
} as const;

export type RemoteName = keyof typeof REMOTE_PORTS;

export const SHELL_PORT = 3000;

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
