import { mountStandalone } from '@apparel/ui/standalone';

const retailerForm = () => import('./pages/RetailerFormPage');

mountStandalone({
  remote: 'mf-retail-orders',
  pages: [
    { path: '/manufacturer/dashboard', load: () => import('./pages/ManufacturerDashboardPage') },
    { path: '/retailers/list', load: () => import('./pages/RetailerListPage') },
    { path: '/retailers-req/list', load: () => import('./pages/RetailerRequestListPage') },
    { path: '/retailers/new', load: retailerForm, props: { mode: 'create' } },
    { path: '/retailers/:id/edit', load: retailerForm, props: { mode: 'edit' } },
    { path: '/retailers/:id', load: retailerForm, props: { mode: 'view' } },
    { path: '/orders', load: () => import('./pages/OrderListPage') },
    { path: '/orders/:id', load: () => import('./pages/OrderDetailPage') },
    { path: '/orders-new', load: () => import('./pages/NewOrderPage') },
  ],
});
