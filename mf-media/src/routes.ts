import type { RemoteRoute } from '@apparel/contracts';

/**
 * The pages this remote serves and its MANUFACTURER menu entry (published as mf-routes.json with each
 * version; the shell builds its router and menu from it). Title = the page's visible heading.
 */
export const routes = [
  {
    path: '/media',
    module: 'MediaPage',
    role: 'MANUFACTURER',
    title: 'Media Manager',
    menu: { label: 'Media Manager', section: 'main', order: 80 },
  },
] as const satisfies readonly RemoteRoute[];
