import type { RemotesAnswer } from '@apparel/contracts';

/** A registry pin: /remotes/<remote>/<version>/mf-manifest.json. */
const REGISTRY_MANIFEST = /\/remotes\/[^/]+\/([^/]+)\/mf-manifest\.json$/;

/** The version a manifest URL pins; an outside URL (a dev server) stands for itself. */
export const versionOfManifest = (manifest: string): string =>
  REGISTRY_MANIFEST.exec(manifest)?.[1] ?? manifest;

/** Whether two /remotes.json answers pin the same manifest for every remote (and the same remotes). */
export function samePins(a: RemotesAnswer, b: RemotesAnswer): boolean {
  const remotes = new Set([...Object.keys(a), ...Object.keys(b)]);
  for (const remote of remotes) if (a[remote]?.manifest !== b[remote]?.manifest) return false;
  return true;
}
