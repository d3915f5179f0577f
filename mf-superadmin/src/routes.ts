import type { RemoteRoute } from '@apparel/contracts';

const SA = 'SUPER_ADMIN';

/**
 * The pages this remote serves and its SUPER_ADMIN menu entries (published as mf-routes.json with
 * each version; the shell builds its router and menu from it). Title = the page's visible heading.
 */
export const routes = [
  {
    path: '/admin/dashboard',
    module: 'AdminDashboardPage',
    role: SA,
    title: 'Dashboard',
    menu: { label: 'Dashboard', section: 'main', order: 10 },
  },
  {
    path: '/admins',
    module: 'AdminListPage',
    role: SA,
    title: 'Admin',
    menu: { label: 'Admin', section: 'main', order: 20 },
  },
  {
    path: '/admins/create',
    module: 'AdminFormPage',
    role: SA,
    title: 'Create Admin',
    props: { mode: 'create' },
  },
  {
    path: '/admins/:id/view',
    module: 'AdminFormPage',
    role: SA,
    title: 'View Admin',
    props: { mode: 'view' },
  },
  {
    path: '/admins/:id/edit',
    module: 'AdminFormPage',
    role: SA,
    title: 'Edit Admin',
    props: { mode: 'edit' },
  },
  {
    path: '/manufacturers',
    module: 'ManufacturerListPage',
    role: SA,
    title: 'Manufacturers',
    menu: { label: 'Manufacturers', section: 'main', order: 30 },
  },
  {
    path: '/manufacturers/create',
    module: 'ManufacturerFormPage',
    role: SA,
    title: 'Add Manufacturer',
    props: { mode: 'create' },
  },
  {
    path: '/manufacturers/:id/view',
    module: 'ManufacturerFormPage',
    role: SA,
    title: 'View Manufacturer',
    props: { mode: 'view' },
  },
  {
    path: '/manufacturers/:id/edit',
    module: 'ManufacturerFormPage',
    role: SA,
    title: 'Edit Manufacturer',
    props: { mode: 'edit' },
  },
  { path: '/manufacturers/:id/subscription', module: 'SubscriptionPage', role: SA, title: 'Subscription' },
  {
    path: '/tax-rates',
    module: 'TaxRatesPage',
    role: SA,
    title: 'Tax rates',
    menu: { label: 'Tax rates', section: 'main', order: 40 },
  },
  {
    path: '/admin/remotes',
    module: 'RemotesPage',
    role: SA,
    title: 'Remotes',
    menu: { label: 'Remotes', section: 'main', order: 50 },
  },
  {
    path: '/admin/release-tokens',
    module: 'ReleaseTokensPage',
    role: SA,
    title: 'Release tokens',
    menu: { label: 'Release tokens', section: 'main', order: 60 },
  },
] as const satisfies readonly RemoteRoute[];
