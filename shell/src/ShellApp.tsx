import { setUnauthorizedHandler } from '@apparel/api-client';
import type { RemotesAnswer } from '@apparel/contracts';
import { AppProviders } from '@apparel/ui';
import { DirectionProvider } from '@mantine/core';
import { lazy, Suspense, useEffect, useState } from 'react';
import { createBrowserRouter, type RouteObject, RouterProvider } from 'react-router-dom';
import { RouteTableContext } from './layout/menus';
import { createPageCache } from './remotes/page-cache';
import { PageCacheContext } from './remotes/page-cache-context';
import type { PageLoader } from './remotes/page-loader';
import { useNewVersionAvailable } from './remotes/use-new-version';
import type { PageRoute } from './routes/route-table';
import { shellRoutes } from './routes/shell-routes';

// Loaded only when a release is noticed: it costs /login's first render nothing.
const NewVersionNotice = lazy(() =>
  import('./remotes/NewVersionNotice').then((module) => ({ default: module.NewVersionNotice })),
);

export interface ShellAppProps {
  loader: PageLoader;
  /** The pinned remotes' page routes (routeTableOf the /remotes.json answer). */
  routes: readonly PageRoute[];
  /** The /remotes.json answer the tab started with: a change of pins offers "A new version is available". */
  startAnswer?: RemotesAnswer;
  /** Tests pass a memory router; the app uses the browser's history. */
  createRouter?: (routes: RouteObject[]) => ReturnType<typeof createBrowserRouter>;
}

/** The host: providers, the route table as a router and menus, and pages loaded through the given loader. */
export function ShellApp({
  loader,
  routes,
  startAnswer,
  createRouter = (tree) => createBrowserRouter(tree),
}: ShellAppProps) {
  const [router] = useState(() => createRouter(shellRoutes(routes)));
  const [pages] = useState(() => createPageCache(loader));
  const newVersion = useNewVersionAvailable(router, startAnswer);
  useEffect(() => {
    // product.md §4: a 401 drops the token (api-client) and goes to /login through the router, not a reload.
    setUnauthorizedHandler(() => void router.navigate('/login'));
  }, [router]);
  return (
    <AppProviders>
      {/* The host provides the direction context too (a shared Mantine context module), so it is the
          shell's copy every remote uses, also now that the layout chrome loads lazily. */}
      <DirectionProvider>
        <RouteTableContext.Provider value={routes}>
          <PageCacheContext.Provider value={pages}>
            <RouterProvider router={router} />
            {newVersion ? (
              <Suspense fallback={null}>
                <NewVersionNotice />
              </Suspense>
            ) : null}
          </PageCacheContext.Provider>
        </RouteTableContext.Provider>
      </DirectionProvider>
    </AppProviders>
  );
}
