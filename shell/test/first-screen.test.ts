import { fakeToken } from '@apparel/ui/testing';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PageLoader, PageModule } from '../src/remotes/page-loader';
import { loadFirstScreen } from '../src/routes/first-screen';
import { routeTableOf } from '../src/routes/route-table';
import { SPEC_ANSWER, stubPage } from './render-shell';

const ROUTES = routeTableOf(SPEC_ANSWER);

/** A loader whose loads finish only when the test says so. */
const heldLoader = (outcome: 'loads' | 'fails' = 'loads') => {
  let finish = () => {};
  const loader: PageLoader = {
    load: vi.fn(
      (remote: string, module: string) =>
        new Promise<PageModule>((resolve, reject) => {
          finish = () => (outcome === 'loads' ? resolve(stubPage(remote, module)) : reject(new Error('404')));
        }),
    ),
    retry: vi.fn(),
  };
  return { loader, finish: () => finish() };
};

describe("the first screen's code, before the first render", () => {
  beforeEach(() => localStorage.setItem('token', fakeToken('MANUFACTURER')));
  afterEach(() => localStorage.clear());

  it("waits for the requested page's module", async () => {
    const { loader, finish } = heldLoader();
    let done = false;
    const ready = loadFirstScreen(ROUTES, loader, '/products').then(() => (done = true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(loader.load).toHaveBeenCalledWith('mf-catalogue', 'ProductListPage');
    expect(done).toBe(false);
    finish();
    await ready;
    expect(done).toBe(true);
  });

  it('loads a public page the same way', async () => {
    const { loader, finish } = heldLoader();
    const ready = loadFirstScreen(ROUTES, loader, '/login');
    finish();
    await ready;
    expect(loader.load).toHaveBeenCalledWith('mf-auth', 'LoginPage');
  });

  it('renders anyway when the page cannot be loaded: its error boundary tries again and tells', async () => {
    const { loader, finish } = heldLoader('fails');
    const ready = loadFirstScreen(ROUTES, loader, '/media');
    finish();
    await expect(ready).resolves.toBeUndefined();
  });

  it('loads nothing for a signed-in page the session cannot open: its guard sends the visitor on', async () => {
    const { loader } = heldLoader();
    localStorage.clear();
    await loadFirstScreen(ROUTES, loader, '/products');
    localStorage.setItem('token', fakeToken('MANUFACTURER', -60));
    await loadFirstScreen(ROUTES, loader, '/products');
    localStorage.setItem('token', fakeToken('SUPER_ADMIN'));
    await loadFirstScreen(ROUTES, loader, '/products');
    expect(loader.load).not.toHaveBeenCalled();
  });

  it('loads nothing for a path no route owns', async () => {
    const { loader } = heldLoader();
    await loadFirstScreen(ROUTES, loader, '/no-such-page');
    expect(loader.load).not.toHaveBeenCalled();
  });
});
