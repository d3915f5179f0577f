import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

const pathOf = (url: string) => new URL(url, window.location.href).pathname;

/**
 * Runtime plugin on the MF fetch hook: answers a remote's mf-manifest.json from the copy the server
 * inlined into the page (the version the pins give this page load), once, instead of a request.
 * Every later fetch of that manifest (a Retry after a failure) goes to the network as before.
 */
export const inlinedManifestsPlugin = (manifests: Record<string, unknown>): ModuleFederationRuntimePlugin => {
  const unused = new Map(Object.entries(manifests).map(([url, manifest]) => [pathOf(url), manifest]));
  return {
    name: 'apparel-inlined-manifests',
    fetch(url) {
      const manifest = unused.get(pathOf(url));
      if (manifest === undefined) return undefined;
      unused.delete(pathOf(url));
      return Promise.resolve(
        new Response(JSON.stringify(manifest), { headers: { 'content-type': 'application/json' } }),
      );
    },
  };
};
