import type { RemotesAnswer } from '@apparel/contracts';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createFederatedPageLoader as createLoader } from '../src/remotes/federated-page-loader';
import { loadedRemotes } from '../src/remotes/loaded-remotes';
import { RemoteLoadError } from '../src/remotes/page-loader';
import type { Container } from '../src/remotes/remote-containers';

const entryOf = (version: string) =>
  `${window.location.origin}/remotes/mf-catalogue/${version}/remoteEntry.js`;
const manifestOf = (version: string) => `/remotes/mf-catalogue/${version}/mf-manifest.json`;
const MANIFEST = { name: 'mf_catalogue', metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } } };

/** Remote entries as the browser would run them: the ones in `broken` fail, `blips` fail n more times. */
const entries = {
  runs: [] as { url: string; globalName: string }[],
  broken: new Set<string>(),
  blips: new Map<string, number>(),
  /** Modules each container asked for, by entry URL. */
  gets: [] as string[],
  reset() {
    this.runs = [];
    this.broken.clear();
    this.blips.clear();
    this.gets = [];
  },
};

const loadContainer = async (url: string, globalName: string): Promise<Container> => {
  entries.runs.push({ url, globalName });
  const blips = entries.blips.get(url) ?? 0;
  if (blips > 0) entries.blips.set(url, blips - 1);
  if (entries.broken.has(url) || blips > 0) throw new Error(`The remote entry ${url} could not be loaded`);
  return {
    init: () => undefined,
    get: async (module: string) => {
      entries.gets.push(`${url} ${module}`);
      return () => (module === './Missing' ? {} : { default: () => module });
    },
  };
};

const failures: { remote: string; version: string }[] = [];
/** The loader with no wait between its retries, its failures kept here instead of sent. */
const createFederatedPageLoader = (answer: RemotesAnswer, manifests: Record<string, unknown> = {}) =>
  createLoader(answer, manifests, {
    retryDelaysMs: [0, 0],
    onFailure: (remote, version) => failures.push({ remote, version }),
    loadContainer,
  });

let pins: RemotesAnswer;
const requests = vi.fn();

beforeEach(() => {
  entries.reset();
  failures.length = 0;
  pins = { 'mf-catalogue': { manifest: manifestOf('1.0.0'), routes: [] } };
  requests.mockReset();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      requests(url);
      return new Response(JSON.stringify(url === '/remotes.json' ? pins : MANIFEST), { status: 200 });
    }),
  );
});

describe('the federated page loader', () => {
  it("runs the pinned version's remote entry as its container and loads the page module", async () => {
    const loader = createFederatedPageLoader(structuredClone(pins));
    const page = await loader.load('mf-catalogue', 'ProductListPage');
    expect(page.default).toBeTypeOf('function');
    // The About panel lists it with the version it loaded.
    expect(loadedRemotes()).toContainEqual({ remote: 'mf-catalogue', version: '1.0.0' });
    expect(entries.runs).toEqual([{ url: entryOf('1.0.0'), globalName: 'mf_catalogue' }]);
    expect(entries.gets).toEqual([`${entryOf('1.0.0')} ./ProductListPage`]);
    // The answer the shell started with gives the pin; the manifest is read once.
    expect(requests.mock.calls).toEqual([[manifestOf('1.0.0')]]);
  });

  it('takes the manifest the server inlined once, with no request, and asks the network after that', async () => {
    const loader = createFederatedPageLoader(structuredClone(pins), {
      [`${window.location.origin}${manifestOf('1.0.0')}`]: MANIFEST,
    });
    await loader.load('mf-catalogue', 'ProductListPage');
    expect(requests).not.toHaveBeenCalled();

    entries.broken.add(entryOf('1.0.0'));
    const other = createFederatedPageLoader(structuredClone(pins), { [manifestOf('1.0.0')]: MANIFEST });
    await expect(other.load('mf-catalogue', 'ProductListPage')).rejects.toBeInstanceOf(RemoteLoadError);
    // The first attempt used the inlined copy, the two retries read it from the network.
    expect(requests.mock.calls).toEqual([[manifestOf('1.0.0')], [manifestOf('1.0.0')]]);
  });

  it('runs a remote entry once for all its pages, also when they load at the same time', async () => {
    const loader = createFederatedPageLoader(structuredClone(pins));
    await Promise.all([
      loader.load('mf-catalogue', 'ProductListPage'),
      loader.load('mf-catalogue', 'ProductFormPage'),
    ]);
    await loader.load('mf-catalogue', 'CategoriesPage');
    expect(entries.runs).toHaveLength(1);
    expect(entries.gets).toHaveLength(3);
  });

  it('fails with a RemoteLoadError naming a remote that is not pinned', async () => {
    const loader = createFederatedPageLoader(structuredClone(pins));
    await expect(loader.load('mf-media', 'MediaPage')).rejects.toThrow(
      new RemoteLoadError('mf-media', 'mf-media is not pinned in /remotes.json'),
    );
  });

  it('turns a failed remote entry into a RemoteLoadError that keeps the cause', async () => {
    entries.broken.add(entryOf('1.0.0'));
    const loader = createFederatedPageLoader(structuredClone(pins));
    const error = await loader.load('mf-catalogue', 'ProductListPage').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RemoteLoadError);
    expect((error as RemoteLoadError).remote).toBe('mf-catalogue');
    expect(String((error as Error).cause)).toContain('could not be loaded');
  });

  it('fails with a RemoteLoadError when the container lacks the page module', async () => {
    const loader = createFederatedPageLoader(structuredClone(pins));
    await expect(loader.load('mf-catalogue', 'Missing')).rejects.toThrow(
      new RemoteLoadError('mf-catalogue', 'mf-catalogue does not expose ./Missing'),
    );
  });

  it('fails with a RemoteLoadError when the manifest cannot be read', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('gone', { status: 404 })),
    );
    const loader = createFederatedPageLoader(structuredClone(pins));
    const error = await loader.load('mf-catalogue', 'ProductListPage').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RemoteLoadError);
    expect(String((error as Error).cause)).toContain(`The manifest ${manifestOf('1.0.0')} answered 404`);
    expect(entries.runs).toEqual([]);
  });

  it('after a failure, retry reads the pins again and runs the entry of the new pin', async () => {
    entries.broken.add(entryOf('1.0.0'));
    const loader = createFederatedPageLoader(structuredClone(pins));
    await expect(loader.load('mf-catalogue', 'ProductListPage')).rejects.toThrow();

    pins = { 'mf-catalogue': { manifest: manifestOf('0.9.0'), routes: [] } };
    expect(requests).not.toHaveBeenCalledWith('/remotes.json');
    loader.retry('mf-catalogue');
    await expect(loader.load('mf-catalogue', 'ProductListPage')).resolves.toBeDefined();
    expect(requests).toHaveBeenCalledWith('/remotes.json');
    expect(entries.runs.at(-1)?.url).toBe(entryOf('0.9.0'));
    expect(loadedRemotes()).toContainEqual({ remote: 'mf-catalogue', version: '0.9.0' });
  });

  it('keeps a remote that loaded on its version when the pins change mid-session', async () => {
    const loader = createFederatedPageLoader(structuredClone(pins));
    await loader.load('mf-catalogue', 'ProductListPage');
    pins = { 'mf-catalogue': { manifest: manifestOf('2.0.0'), routes: [] } };
    loader.retry('mf-catalogue');
    await loader.load('mf-catalogue', 'ProductFormPage');
    expect(entries.runs).toHaveLength(1);
    expect(entries.gets.at(-1)).toBe(`${entryOf('1.0.0')} ./ProductFormPage`);
  });

  it('tries /remotes.json again after it could not be read', async () => {
    entries.broken.add(entryOf('1.0.0'));
    const loader = createFederatedPageLoader(structuredClone(pins));
    await expect(loader.load('mf-catalogue', 'ProductListPage')).rejects.toThrow();
    loader.retry('mf-catalogue');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('not found', { status: 404 })),
    );
    await expect(loader.load('mf-catalogue', 'ProductListPage')).rejects.toThrow(
      'The remote pins (/remotes.json) could not be read',
    );
    pins = { 'mf-catalogue': { manifest: manifestOf('1.0.1'), routes: [] } };
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => new Response(JSON.stringify(url === '/remotes.json' ? pins : MANIFEST))),
    );
    await expect(loader.load('mf-catalogue', 'ProductListPage')).resolves.toBeDefined();
  });

  it('tries a failed load again, the same version run afresh, and loads it after a blip', async () => {
    entries.blips.set(entryOf('1.0.0'), 2);
    const loader = createFederatedPageLoader(structuredClone(pins));
    await expect(loader.load('mf-catalogue', 'ProductListPage')).resolves.toBeDefined();
    expect(entries.runs.map((run) => run.url)).toEqual([
      entryOf('1.0.0'),
      entryOf('1.0.0'),
      entryOf('1.0.0'),
    ]);
    expect(requests).not.toHaveBeenCalledWith('/remotes.json');
    expect(failures).toEqual([]);
  });

  it('gives up after three attempts and reports the failure once, with the version', async () => {
    entries.broken.add(entryOf('1.0.0'));
    const loader = createFederatedPageLoader(structuredClone(pins));
    await expect(loader.load('mf-catalogue', 'ProductListPage')).rejects.toBeInstanceOf(RemoteLoadError);
    expect(entries.runs).toHaveLength(3);
    expect(failures).toEqual([{ remote: 'mf-catalogue', version: '1.0.0' }]);
  });
});
