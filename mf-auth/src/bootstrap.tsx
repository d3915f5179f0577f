import { mountStandalone } from '@apparel/ui/standalone';

mountStandalone({
  remote: 'mf-auth',
  pages: [
    { path: '/login', load: () => import('./pages/LoginPage') },
    { path: '/verify', load: () => import('./pages/VerifyPage') },
    { path: '/manufacturer/profile', load: () => import('./pages/ProfilePage') },
  ],
});
