import type { RouteObject } from 'react-router-dom';
import { AppLayout } from '../layout/AppLayout';
import { ErrorPage } from '../pages/ErrorPage';
import { RemotePage } from '../remotes/RemotePage';
import { RequireRole } from './guards';
import { HomeRedirect } from './HomeRedirect';
import type { PageRoute } from './route-table';

// Keyed by path: two routes of one module (view, edit) must not share page state.
// `handle.title` is the page's visible heading (its route manifest's `title`), for document.title.
const pageRoute = (route: PageRoute): RouteObject => ({
  path: route.path,
  handle: { title: route.title },
  element: route.role ? (
    <RequireRole role={route.role}>
      <RemotePage key={route.path} route={route} />
    </RequireRole>
  ) : (
    <RemotePage key={route.path} route={route} />
  ),
});

/** The router's tree: public pages, `/`, the guarded pages inside the layout, /error and `*`. */
export const shellRoutes = (table: readonly PageRoute[]): RouteObject[] => [
  ...table.filter((route) => !route.role).map(pageRoute),
  { path: '/', element: <HomeRedirect /> },
  { element: <AppLayout />, children: table.filter((route) => route.role).map(pageRoute) },
  { path: '/error', element: <ErrorPage /> },
  { path: '*', element: <ErrorPage /> },
];
