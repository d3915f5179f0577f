import { mountStandalone, pagesOf } from '@apparel/ui/standalone';
import { routes } from './routes';

// Every page of routes.ts, on this remote's own dev server.
mountStandalone({
  remote: 'mf-superadmin',
  pages: pagesOf(routes, (module) => import(`./pages/${module}.tsx`)),
});
