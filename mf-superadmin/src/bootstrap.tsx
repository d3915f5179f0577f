import { mountStandalone } from '@apparel/ui/standalone';

const manufacturerForm = () => import('./pages/ManufacturerFormPage');
const adminForm = () => import('./pages/AdminFormPage');

mountStandalone({
  remote: 'mf-superadmin',
  pages: [
    { path: '/admin/dashboard', load: () => import('./pages/AdminDashboardPage') },
    { path: '/manufacturers', load: () => import('./pages/ManufacturerListPage') },
    { path: '/manufacturers/create', load: manufacturerForm, props: { mode: 'create' } },
    { path: '/manufacturers/:id/view', load: manufacturerForm, props: { mode: 'view' } },
    { path: '/manufacturers/:id/edit', load: manufacturerForm, props: { mode: 'edit' } },
    { path: '/manufacturers/:id/subscription', load: () => import('./pages/SubscriptionPage') },
    { path: '/admins', load: () => import('./pages/AdminListPage') },
    { path: '/admins/create', load: adminForm, props: { mode: 'create' } },
    { path: '/admins/:id/view', load: adminForm, props: { mode: 'view' } },
    { path: '/admins/:id/edit', load: adminForm, props: { mode: 'edit' } },
  ],
});
