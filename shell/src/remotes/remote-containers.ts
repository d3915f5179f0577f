/**
 * The shell's whole Module Federation runtime. A remote's build is a classic container
 * (packages/mf-config/src/federation-options.ts): its remoteEntry.js defines a global with `init` and
 * `get`. The shell loads that script, hands the container the bundler's share scope, in which the
 * shell's own singletons are registered first (so every remote takes the shell's React, router, query
 * cache and Mantine contexts when its range allows, the highest version otherwise), and asks it for
 * page modules. This replaces @module-federation's runtime (~40 KB gzip between the shell's entry and
 * each remote entry) with the bundler's few hundred bytes of sharing code.
 */

/** A classic Module Federation container, as a remote's remoteEntry.js defines it. */
export interface Container {
  init(shareScope: unknown): unknown;
  get(module: string): Promise<() => unknown>;
}

declare const __webpack_init_sharing__: (scope: string) => Promise<void>;
declare const __webpack_share_scopes__: Record<string, unknown>;

/** The share scope every app is built with (SHARE_SCOPE in packages/mf-config). */
const SHARE_SCOPE = 'default';

/**
 * Where the share scope is readable from the page, for diagnostics (which copy of each singleton is
 * loaded, from which app: e2e/tests/remotes-delivery.spec.ts, scripts/bench/page-check.mjs), as the
 * federation runtime's `__FEDERATION__` global was.
 */
export const SHARE_SCOPE_GLOBAL = '__FEDERATION_SHARE_SCOPE__';

/** The shell's share scope, its own singletons registered in it (once; later calls wait for the same). */
export async function shellShareScope(): Promise<unknown> {
  await __webpack_init_sharing__(SHARE_SCOPE);
  const scope = __webpack_share_scopes__[SHARE_SCOPE];
  (globalThis as Record<string, unknown>)[SHARE_SCOPE_GLOBAL] = scope;
  return scope;
}

const isContainer = (value: unknown): value is Container =>
  typeof (value as Container | undefined)?.init === 'function' &&
  typeof (value as Container | undefined)?.get === 'function';

/**
 * Runs a remote's entry script and returns the container it defines as `globalName`. Each call adds a
 * new script element (a failed attempt is requested again); the global is cleared first, so a
 * container left by an earlier attempt or version is never taken for this one.
 */
export function runRemoteEntry(
  url: string,
  globalName: string,
  doc: Document = document,
): Promise<Container> {
  const scope = (doc.defaultView ?? window) as unknown as Record<string, unknown>;
  delete scope[globalName];
  return new Promise((resolve, reject) => {
    const script = doc.createElement('script');
    script.src = url;
    script.async = true;
    const done = (error: Error | null) => {
      script.remove();
      const container = scope[globalName];
      if (error) reject(error);
      else if (isContainer(container)) resolve(container);
      else reject(new Error(`The remote entry ${url} defined no container "${globalName}"`));
    };
    script.onload = () => done(null);
    script.onerror = () => done(new Error(`The remote entry ${url} could not be loaded`));
    doc.head.appendChild(script);
  });
}

/** Loads a remote entry and joins its container to the shell's share scope. */
export type ContainerLoader = (entryUrl: string, globalName: string) => Promise<Container>;

export const loadContainer: ContainerLoader = async (entryUrl, globalName) => {
  const [container, shareScope] = await Promise.all([
    runRemoteEntry(entryUrl, globalName),
    shellShareScope(),
  ]);
  await container.init(shareScope);
  return container;
};

/** The URL of a remote's entry script from its mf-manifest.json (which the URL is relative to). */
export function remoteEntryUrl(manifest: unknown, manifestUrl: string): string {
  const entry = (manifest as { metaData?: { remoteEntry?: { name?: unknown; path?: unknown } } } | null)
    ?.metaData?.remoteEntry;
  if (typeof entry?.name !== 'string' || !entry.name)
    throw new Error(`The manifest ${manifestUrl} names no remote entry`);
  const folder = typeof entry.path === 'string' && entry.path ? `${entry.path.replace(/\/$/, '')}/` : '';
  return new URL(`${folder}${entry.name}`, new URL(manifestUrl, window.location.href)).href;
}
