import type { RemotesAnswer } from '@apparel/contracts';
import { getInstance } from '@module-federation/enhanced/runtime';
import type { RemoteName } from '../routes/route-table';
import { createFailureReporter } from './failure-reports';
import { federationName } from './federation-name';
import { inlinedManifestsPlugin } from './inlined-manifests-plugin';
import { recordLoadedRemote } from './loaded-remotes';
import { type PageLoader, type PageModule, RemoteLoadError } from './page-loader';
import { versionOfManifest } from './pinned-versions';
import { remoteFailurePlugin } from './remote-failure-plugin';
import { fetchRemotes } from './remotes-answer';

export interface FederatedLoaderOptions {
  /** Waits before each new attempt of a load that failed (a network blip, a purged CDN): then it fails. */
  retryDelaysMs?: readonly number[];
  /** Told of a load that failed after its retries: by default reported to the server log, rate-limited. */
  onFailure?: (remote: string, version: string, error: unknown) => void;
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Page modules through the Module Federation runtime: registers a remote's pinned manifest (from the
 * answer the shell started with; a manifest the page inlined is used instead of a request) on its
 * first page visit, then loadRemote per page. A
 * remote that loaded once stays on its version for the session (open pages keep working after a
 * re-pin); a failed load is tried again after a short wait (the same version, registered afresh), twice,
 * and then reported and shown as Section unavailable, whose Retry reads /remotes.json again.
 */
export function createFederatedPageLoader(
  startAnswer: RemotesAnswer,
  startManifests: Record<string, unknown> = {},
  { retryDelaysMs = [300, 1500], onFailure = createFailureReporter() }: FederatedLoaderOptions = {},
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
    versions.set(remote, versionOfManifest(entry));
    return container;
  };
  const versions = new Map<string, string>();

  const loadOnce = async (remote: RemoteName, module: string) => {
    const container = await register(remote);
    const page = await federation.loadRemote<PageModule>(`${container}/${module}`);
    if (!page?.default) throw new RemoteLoadError(remote, `${remote} does not expose ./${module}`);
    recordLoadedRemote(remote, versions.get(remote) ?? 'unknown');
    return page;
  };

  return {
    async load(remote, module) {
      for (let attempt = 0; ; attempt++) {
        try {
          return await loadOnce(remote, module);
        } catch (error) {
          const delay = retryDelaysMs[attempt];
          if (delay === undefined) {
            const version = versions.get(remote) ?? versionOfManifest(startAnswer[remote]?.manifest ?? '-');
            onFailure(remote, version, error);
            throw error;
          }
          await wait(delay);
        }
      }
    },
    retry() {
      pins = null;
    },
  };
}
