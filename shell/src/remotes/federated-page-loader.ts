import type { RemotesAnswer } from '@apparel/contracts';
import { getInstance } from '@module-federation/enhanced/runtime';
import type { RemoteName } from '../routes/route-table';
import { federationName } from './federation-name';
import { inlinedManifestsPlugin } from './inlined-manifests-plugin';
import { type PageLoader, type PageModule, RemoteLoadError } from './page-loader';
import { remoteFailurePlugin } from './remote-failure-plugin';
import { fetchRemotes } from './remotes-answer';

/**
 * Page modules through the Module Federation runtime: registers a remote's pinned manifest (from the
 * answer the shell started with; a manifest the page inlined is used instead of a request) on its first page visit, then loadRemote per page. A
 * remote that loaded once stays on its version for the session (open pages keep working after a
 * re-pin); a failed one is registered afresh, from /remotes.json read again, on Retry.
 */
export function createFederatedPageLoader(
  startAnswer: RemotesAnswer,
  startManifests: Record<string, unknown> = {},
): PageLoader {
  const federation = getInstance();
  if (!federation) throw new Error('The Module Federation runtime is not initialised');
  const failed = new Set<string>();
  const registered = new Set<string>();
  federation.registerPlugins([
    remoteFailurePlugin((container) => failed.add(container)),
    inlinedManifestsPlugin(startManifests),
  ]);

  let pins: Promise<RemotesAnswer> | null = Promise.resolve(startAnswer);
  const currentPins = () => {
    pins ??= fetchRemotes().catch((error: unknown) => {
      pins = null;
      throw error;
    });
    return pins;
  };

  const register = async (remote: RemoteName) => {
    const container = federationName(remote);
    if (registered.has(container) && !failed.has(container)) return container;
    let entry: string | undefined;
    try {
      entry = (await currentPins())[remote]?.manifest;
    } catch (error) {
      throw new RemoteLoadError(remote, 'The remote pins (/remotes.json) could not be read', {
        cause: error,
      });
    }
    if (!entry) throw new RemoteLoadError(remote, `${remote} is not pinned in /remotes.json`);
    federation.registerRemotes([{ name: container, entry }], { force: registered.has(container) });
    registered.add(container);
    failed.delete(container);
    return container;
  };

  const loadOnce = async (remote: RemoteName, module: string) => {
    const container = await register(remote);
    const page = await federation.loadRemote<PageModule>(`${container}/${module}`);
    if (!page?.default) throw new RemoteLoadError(remote, `${remote} does not expose ./${module}`);
    return page;
  };

  // The remote the page's HTML preloaded (its manifest came inlined). When a preload hint fails, the
  // browser hands the runtime's own load of that file the same failure, so its first load gets one
  // more attempt, which requests the files again.
  const preloaded = new Set(Object.keys(startManifests));
  const hinted = (remote: RemoteName) => {
    const manifest = startAnswer[remote]?.manifest;
    return !!manifest && preloaded.delete(manifest);
  };

  return {
    async load(remote, module) {
      try {
        return await loadOnce(remote, module);
      } catch (error) {
        if (!(error instanceof RemoteLoadError) || !hinted(remote)) throw error;
        console.warn(`[shell] ${remote} failed to load from the page's preloads: trying once more`, error);
        return loadOnce(remote, module);
      }
    },
    retry() {
      pins = null;
    },
  };
}
