import type { RemoteRoute } from '@apparel/contracts';

const M = 'MANUFACTURER';

/**
 * The pages this remote serves and its MANUFACTURER menu entries (published as mf-routes.json with
 * each version; the shell builds its router and menu from it). Title = the page's visible heading.
 */
export const routes = [
  {
    path: '/manufacturer/dashboard',
    module: 'ManufacturerDashboardPage',
    role: M,
    title: 'Dashboard',
    menu: { label: 'Dashboard', section: 'main', order: 10 },
  },
  {
    path: '/retailers/list',
    module: 'RetailerListPage',
    role: M,
    title: 'Retailers',
    menu: { label: 'Retailers', section: 'main', order: 20 },
  },
  // product.md §8: the retailer form's load failure goes Back to /retailers, which shows the list.
  { path: '/retailers', module: 'RetailerListPage', role: M, title: 'Retailers' },
  {
    path: '/retailers-req/list',
    module: 'RetailerRequestListPage',
    role: M,
    title: 'Retailers Request Received',
    menu: { label: 'Request Received', section: 'main', order: 30 },
  },
  {
    path: '/retailers/new',
    module: 'RetailerFormPage',
    role: M,
    title: 'Create Retailer',
    props: { mode: 'create' },
    menu: { label: 'New Retailers', section: 'main', order: 40 },
  },
  {
    path: '/retailers/:id/edit',
    module: 'RetailerFormPage',
    role: M,
    title: 'Edit Retailer',
    props: { mode: 'edit' },
  },
  {
    path: '/retailers/:id',
    module: 'RetailerFormPage',
    role: M,
    title: 'View Retailer',
    props: { mode: 'view' },
  },
  {
    path: '/orders',
    module: 'OrderListPage',
    role: M,
    title: 'Orders',
    menu: { label: 'Orders', section: 'main', order: 60 },
  },
  { path: '/orders/:id', module: 'OrderDetailPage', role: M, title: 'Order' },
  // After product.md's menu (Media Manager is 80), so product.md's entries keep their order.
  {
    path: '/invoices',
    module: 'InvoiceListPage',
    role: M,
    title: 'Invoices',
    menu: { label: 'Invoices', section: 'main', order: 85 },
  },
  // product.md §18: beside Invoices, the accountant's month (GSTR-1, e-way bills, Tally).
  {
    path: '/gst-returns',
    module: 'GstReturnsPage',
    role: M,
    title: 'GST Returns',
    menu: { label: 'GST Returns', section: 'main', order: 86 },
  },
  { path: '/invoices/:id', module: 'InvoicePage', role: M, title: 'Tax invoice' },
  // Money owed (product.md §16), after Invoices.
  {
    path: '/receivables',
    module: 'ReceivablesPage',
    role: M,
    title: 'Receivables',
    menu: { label: 'Receivables', section: 'main', order: 86 },
  },
  { path: '/retailers/:id/statement', module: 'StatementPage', role: M, title: 'Statement of account' },
  { path: '/credit-notes/:id', module: 'CreditNotePage', role: M, title: 'Credit note' },
  {
    path: '/orders-new',
    module: 'NewOrderPage',
    role: M,
    title: 'Create New Order',
    menu: { label: 'Create Orders', section: 'main', order: 70 },
  },
] as const satisfies readonly RemoteRoute[];
