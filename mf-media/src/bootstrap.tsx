import { mountStandalone } from '@apparel/ui/standalone';

mountStandalone({
  remote: 'mf-media',
  pages: [{ path: '/media', load: () => import('./pages/MediaPage') }],
});
