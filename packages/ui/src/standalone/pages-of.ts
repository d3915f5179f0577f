import type { RemoteRoute } from '@apparel/contracts';
import type { PageModule, StandalonePage } from './types';

/**
 * A remote's standalone pages from its routes.ts: the paths, page modules and props the shell mounts,
 * so the dev page cannot drift from the published manifest. `load` imports a page module by name.
 */
export const pagesOf = (
  routes: readonly RemoteRoute[],
  load: (module: string) => Promise<PageModule>,
): StandalonePage[] =>
  routes.map((route) => ({ path: route.path, load: () => load(route.module), props: route.props }));
