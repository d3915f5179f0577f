import type { RemotesAnswer } from '@apparel/contracts';
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { RemoteLoadError } from '../src/remotes/page-loader';

/** A stand-in for the Module Federation runtime: remotes whose entry is in `broken` fail to load. */
const federation = vi.hoisted(() => ({
  plugins: [] as ModuleFederationRuntimePlugin[],
  registered: [] as { name: string; entry: string; force: boolean }[],
  broken: new Set<string>(),
  /** Entries that fail this many more times, then load (a network blip). */
  blips: new Map<string, number>(),
  blip(entry: string) {
    const left = this.blips.get(entry) ?? 0;
    if (left > 0) this.blips.set(entry, left - 1);
    return left > 0;
  },
  reset() {
    this.plugins = [];
    this.registered = [];
    this.broken.clear();
    this.blips.clear();
  },
}));

vi.mock('@module-federation/enhanced/runtime', () => ({
  getInstance: () => ({
    registerPlugins: (plugins: ModuleFederationRuntimePlugin[]) => federation.plugins.push(...plugins),
    registerRemotes: (remotes: { name: string; entry: string }[], options?: { force?: boolean }) => {
      for (const remote of remotes) federation.registered.push({ ...remote, force: !!options?.force });
    },
    loadRemote: async (id: string) => {
      const [name] = id.split('/');
      const current = federation.registered.filter((r) => r.name === name).at(-1);
      if (current && !federation.broken.has(current.entry) && !federation.blip(current.entry))
        return { default: () => id };
      const error = new Error(`manifest ${current?.entry} answered 404`);
      for (const plugin of federation.plugins) {
        await plugin.errorLoadRemote?.({
          id,
          error,
          from: 'runtime',
          lifecycle: 'onLoad',
          remote: { name } as never,
          origin: {} as never,
        });
      }
      throw error;
    },
  }),
}));

const federatedLoader = await import('../src/remotes/federated-page-loader');
const { loadedRemotes } = await import('../src/remotes/loaded-remotes');
const failures: { remote: string; version: string }[] = [];
/** The loader with no wait between its retries, its failures kept here instead of sent. */
const createFederatedPageLoader = (answer: RemotesAnswer, manifests: Record<string, unknown> = {}) =>
  federatedLoader.createFederatedPageLoader(answer, manifests, {
    retryDelaysMs: [0, 0],
    onFailure: (remote, version) => failures.push({ remote, version }),
  });

let pins: RemotesAnswer;
const pinsRequests = vi.fn();

beforeEach(() => {
  federation.reset();
  failures.length = 0;
  pins = { 'mf-catalogue': { manifest: '/remotes/mf-catalogue/1.0.0/mf-manifest.json', routes: [] } };
  pinsRequests.mockReset();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      pinsRequests(url);
      return new Response(JSON.stringify(pins), { status: 200 });
    }),
  );
});

describe('the federated page loader', () => {
  it('registers the pinned manifest under the container name and loads the page module', async () => {
    const loader = createFederatedPageLoader(structuredClone(pins));
    const page = await loader.load('mf-catalogue', 'ProductListPage');
    expect(page.default).toBeTypeOf('function');
    // The About panel lists it with the version it loaded.
    expect(loadedRemotes()).toContainEqual({ remote: 'mf-catalogue', version: '1.0.0' });
    expect(federation.registered).toEqual([
      { name: 'mf_catalogue', entry: '/remotes/mf-catalogue/1.0.0/mf-manifest.json', force: false },
    ]);
    // The answer the shell started with gives the pin: no second request.
    expect(pinsRequests).not.toHaveBeenCalled();
  });

  it('registers a remote once for all its pages', async () => {
    const loader = createFederatedPageLoader(structuredClone(pins));
    await loader.load('mf-catalogue', 'ProductListPage');
    await loader.load('mf-catalogue', 'CategoriesPage');
    expect(pinsRequests).not.toHaveBeenCalled();
    expect(federation.registered).toHaveLength(1);
  });

  it('fails with a RemoteLoadError naming a remote that is not pinned', async () => {
    const loader = createFederatedPageLoader(structuredClone(pins));
    await expect(loader.load('mf-media', 'MediaPage')).rejects.toThrow(
      new RemoteLoadError('mf-media', 'mf-media is not pinned in /remotes.json'),
    );
  });

  it('turns a failed load into a RemoteLoadError through the errorLoadRemote hook', async () => {
    federation.broken.add('/remotes/mf-catalogue/1.0.0/mf-manifest.json');
    const loader = createFederatedPageLoader(structuredClone(pins));
    await expect(loader.load('mf-catalogue', 'ProductListPage')).rejects.toBeInstanceOf(RemoteLoadError);
  });

  it('after a failure, retry reads the pins again and re-registers the remote from the new pin', async () => {
    federation.broken.add('/remotes/mf-catalogue/1.0.0/mf-manifest.json');
    const loader = createFederatedPageLoader(structuredClone(pins));
    await expect(loader.load('mf-catalogue', 'ProductListPage')).rejects.toThrow();

    pins = { 'mf-catalogue': { manifest: '/remotes/mf-catalogue/0.9.0/mf-manifest.json', routes: [] } };
    expect(pinsRequests).not.toHaveBeenCalled();
    loader.retry('mf-catalogue');
    await expect(loader.load('mf-catalogue', 'ProductListPage')).resolves.toBeDefined();
    expect(pinsRequests).toHaveBeenCalledWith('/remotes.json');
    expect(federation.registered.at(-1)).toEqual({
      name: 'mf_catalogue',
      entry: '/remotes/mf-catalogue/0.9.0/mf-manifest.json',
      force: true,
    });
  });

  it('keeps a remote that loaded on its version when the pins change mid-session', async () => {
    const loader = createFederatedPageLoader(structuredClone(pins));
    await loader.load('mf-catalogue', 'ProductListPage');
    pins = { 'mf-catalogue': { manifest: '/remotes/mf-catalogue/2.0.0/mf-manifest.json', routes: [] } };
    loader.retry('mf-catalogue');
    await loader.load('mf-catalogue', 'ProductFormPage');
    expect(federation.registered).toHaveLength(1);
  });

  it('tries /remotes.json again after it could not be read', async () => {
    federation.broken.add('/remotes/mf-catalogue/1.0.0/mf-manifest.json');
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
    pins = { 'mf-catalogue': { manifest: '/remotes/mf-catalogue/1.0.1/mf-manifest.json', routes: [] } };
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify(pins), { status: 200 })),
    );
    await expect(loader.load('mf-catalogue', 'ProductListPage')).resolves.toBeDefined();
  });

  it('tries a failed load again, the same version registered afresh, and loads it after a blip', async () => {
    federation.blips.set('/remotes/mf-catalogue/1.0.0/mf-manifest.json', 2);
    const loader = createFederatedPageLoader(structuredClone(pins));
    await expect(loader.load('mf-catalogue', 'ProductListPage')).resolves.toBeDefined();
    expect(federation.registered.map((r) => [r.entry, r.force])).toEqual([
      ['/remotes/mf-catalogue/1.0.0/mf-manifest.json', false],
      ['/remotes/mf-catalogue/1.0.0/mf-manifest.json', true],
      ['/remotes/mf-catalogue/1.0.0/mf-manifest.json', true],
    ]);
    expect(pinsRequests).not.toHaveBeenCalled();
    expect(failures).toEqual([]);
  });

  it('gives up after three attempts and reports the failure once, with the version', async () => {
    federation.broken.add('/remotes/mf-catalogue/1.0.0/mf-manifest.json');
    const loader = createFederatedPageLoader(structuredClone(pins));
    await expect(loader.load('mf-catalogue', 'ProductListPage')).rejects.toBeInstanceOf(RemoteLoadError);
    expect(federation.registered).toHaveLength(3);
    expect(failures).toEqual([{ remote: 'mf-catalogue', version: '1.0.0' }]);
  });
});
