import { getSession, isExpired } from '@apparel/api-client';
import { matchRoutes } from 'react-router-dom';
import type { PageLoader } from '../remotes/page-loader';
import { loadAppLayout } from './load-app-layout';
import type { PageRoute } from './route-table';

/**
 * Loads what the requested page shows first (the signed-in layout's chunk and the page module) before
 * the app's first render. React's first commit then shows the page itself, so the server's first paint
 * (packages/server/src/plugins/first-paint.ts) stays until the page's own heading replaces it instead of
 * giving way to a blank screen and loaders. A load that fails is left to the page's error boundary,
 * which loads it again and shows Section unavailable if that fails too. A signed-in page the session
 * cannot open (no session, expired, another role) loads nothing: its guard sends the visitor on at once.
 */
export async function loadFirstScreen(
  routes: readonly PageRoute[],
  loader: PageLoader,
  path = window.location.pathname,
): Promise<void> {
  const route = matchRoutes([...routes], path)?.[0]?.route;
  if (!route) return;
  const session = getSession();
  if (route.role && (!session || isExpired(session) || session.role !== route.role)) return;
  await Promise.all([route.role ? loadAppLayout() : null, loader.load(route.remote, route.module)]).catch(
    () => undefined,
  );
}
