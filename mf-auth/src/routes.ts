import type { RemoteRoute } from '@apparel/contracts';

/**
 * The pages this remote serves (published as mf-routes.json with each version; the shell builds its
 * router from it). Module = the exposed page module; title = the page's visible heading.
 */
export const routes = [
  { path: '/login', module: 'LoginPage', role: null, title: 'Sign in to your account' },
  { path: '/verify', module: 'VerifyPage', role: null, title: 'Verify OTP' },
  { path: '/manufacturer/profile', module: 'ProfilePage', role: 'MANUFACTURER', title: 'My Profile' },
] as const satisfies readonly RemoteRoute[];
