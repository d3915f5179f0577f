import { Loading } from '@apparel/ui';
import { lazy, Suspense } from 'react';
import type { RouteObject } from 'react-router-dom';
import { PublicLayout } from '../layout/PublicLayout';
import { ErrorPage } from '../pages/ErrorPage';
import { RemotePage } from '../remotes/RemotePage';
import { RequireRole } from './guards';
import { HomeRedirect } from './HomeRedirect';
import { loadAppLayout } from './load-app-layout';
import { NavigationFocus, PageTitle } from './PageTitle';
import type { PageRoute } from './route-table';

const AppLayout = lazy(() => loadAppLayout().then((module) => ({ default: module.AppLayout })));

// Keyed by path: two routes of one module (view, edit) must not share page state.
// `handle.title` is the page's visible heading (its route manifest's `title`), for document.title.
const pageRoute = (route: PageRoute): RouteObject => ({
  path: route.path,
  handle: { title: route.title },
  element: (
    <PageTitle title={route.title}>
      {route.role ? (
        <RequireRole role={route.role}>
          <RemotePage key={route.path} route={route} />
        </RequireRole>
      ) : (
        <RemotePage key={route.path} route={route} />
      )}
    </PageTitle>
  ),
});

const errorPage = (
  <PageTitle title="Error">
    <ErrorPage />
  </PageTitle>
);

/** The router's tree: public pages, `/`, the guarded pages inside the layout, /error and `*`. */
export const shellRoutes = (table: readonly PageRoute[]): RouteObject[] => [
  {
    element: <NavigationFocus />,
    children: [
      {
        element: <PublicLayout />,
        children: [
          ...table.filter((route) => !route.role).map(pageRoute),
          { path: '/error', element: errorPage },
          { path: '*', element: errorPage },
        ],
      },
      { path: '/', element: <HomeRedirect /> },
      {
        element: (
          <Suspense fallback={<Loading />}>
            <AppLayout />
          </Suspense>
        ),
        children: table.filter((route) => route.role).map(pageRoute),
      },
    ],
  },
];
