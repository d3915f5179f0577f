import type { RemotesAnswer } from '@apparel/contracts';
import type { RemoteName } from '../routes/route-table';
import { createFailureReporter } from './failure-reports';
import { federationName } from './federation-name';
import { recordLoadedRemote } from './loaded-remotes';
import { type PageLoader, type PageModule, RemoteLoadError } from './page-loader';
import { versionOfManifest } from './pinned-versions';
import { type Container, type ContainerLoader, loadContainer, remoteEntryUrl } from './remote-containers';
import { fetchRemotes } from './remotes-answer';

export interface FederatedLoaderOptions {
  /** Waits before each new attempt of a load that failed (a network blip, a purged CDN): then it fails. */
  retryDelaysMs?: readonly number[];
  /** Told of a load that failed after its retries: by default reported to the server log, rate-limited. */
  onFailure?: (remote: string, version: string, error: unknown) => void;
  /** Runs a remote entry and joins it to the share scope: the browser's script loading, a stand-in in tests. */
  loadContainer?: ContainerLoader;
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function fetchManifest(url: string): Promise<unknown> {
  const response = await fetch(url, { headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`The manifest ${url} answered ${response.status}`);
  return response.json();
}

/**
 * Page modules from the pinned remotes. On a remote's first page visit it reads the pinned version's
 * manifest (the copy the server inlined into the page, once; else a request), runs its remote entry and
 * asks the container for the page module. A remote that served a page stays on that version for the
 * session (open pages keep working after a re-pin); a failed load is tried again after a short wait
 * (the same version, its entry run afresh), twice, and then reported and shown as Section unavailable,
 * whose Retry reads /remotes.json again.
 */
export function createFederatedPageLoader(
  startAnswer: RemotesAnswer,
  startManifests: Record<string, unknown> = {},
  {
    retryDelaysMs = [300, 1500],
    onFailure = createFailureReporter(),
    loadContainer: load = loadContainer,
  }: FederatedLoaderOptions = {},
): PageLoader {
  const pathOf = (url: string) => new URL(url, window.location.href).pathname;
  const inlined = new Map(Object.entries(startManifests).map(([url, manifest]) => [pathOf(url), manifest]));
  /** Remotes that served a page, on the version they served it from. */
  const kept = new Map<RemoteName, { container: Promise<Container>; version: string }>();
  /** Containers being loaded or loaded, by entry URL: pages of one remote share one entry run. */
  const entries = new Map<string, Promise<Container>>();
  const versions = new Map<RemoteName, string>();

  let pins: Promise<RemotesAnswer> | null = Promise.resolve(startAnswer);
  const currentPins = () => {
    pins ??= fetchRemotes().catch((error: unknown) => {
      pins = null;
      throw error;
    });
    return pins;
  };

  const pinnedContainer = async (remote: RemoteName): Promise<Container> => {
    let manifestUrl: string | undefined;
    try {
      manifestUrl = (await currentPins())[remote]?.manifest;
    } catch (error) {
      throw new RemoteLoadError(remote, 'The remote pins (/remotes.json) could not be read', {
        cause: error,
      });
    }
    if (!manifestUrl) throw new RemoteLoadError(remote, `${remote} is not pinned in /remotes.json`);
    versions.set(remote, versionOfManifest(manifestUrl));
    const copy = inlined.get(pathOf(manifestUrl));
    inlined.delete(pathOf(manifestUrl)); // once: a Retry asks the network
    const manifest = copy ?? (await fetchManifest(manifestUrl));
    const entryUrl = remoteEntryUrl(manifest, manifestUrl);
    let container = entries.get(entryUrl);
    if (!container) {
      container = load(entryUrl, federationName(remote));
      entries.set(entryUrl, container);
      container.catch(() => entries.delete(entryUrl)); // the next attempt runs the entry again
    }
    return container;
  };

  const loadOnce = async (remote: RemoteName, module: string): Promise<PageModule> => {
    const keptRemote = kept.get(remote);
    const container = keptRemote ? keptRemote.container : pinnedContainer(remote);
    let page: PageModule | undefined;
    try {
      page = (await (await container).get(`./${module}`))() as PageModule | undefined;
    } catch (error) {
      if (error instanceof RemoteLoadError) throw error;
      throw new RemoteLoadError(remote, `Could not load ${remote}/${module}`, { cause: error });
    }
    if (!page?.default) throw new RemoteLoadError(remote, `${remote} does not expose ./${module}`);
    const version = keptRemote?.version ?? versions.get(remote) ?? 'unknown';
    kept.set(remote, { container, version });
    recordLoadedRemote(remote, version);
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
            const version =
              kept.get(remote)?.version ??
              versions.get(remote) ??
              versionOfManifest(startAnswer[remote]?.manifest ?? '-');
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
