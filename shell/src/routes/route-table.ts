import type { PanelRole } from '@apparel/contracts';

/** The remotes, by their registry key in /remotes.json. */
export type RemoteName = 'mf-auth' | 'mf-superadmin' | 'mf-catalogue' | 'mf-retail-orders' | 'mf-media';

export type FormMode = 'create' | 'edit' | 'view';

export const ATTRIBUTE_TYPES = [
  'colors',
  'sizes',
  'brands',
  'fabrics',
  'themes',
  'materials',
  'seasons',
] as const;
export type AttributeType = (typeof ATTRIBUTE_TYPES)[number];

type NoProps = Record<never, never>;

/** Every page module a remote exposes, with the props the shell passes it (docs/frontend-contract.md). */
export interface PageModules {
  'mf-auth': { LoginPage: NoProps; VerifyPage: NoProps; ProfilePage: NoProps };
  'mf-superadmin': {
    AdminDashboardPage: NoProps;
    ManufacturerListPage: NoProps;
    ManufacturerFormPage: { mode: FormMode };
    SubscriptionPage: NoProps;
    AdminListPage: NoProps;
    AdminFormPage: { mode: FormMode };
  };
  'mf-catalogue': {
    ProductListPage: NoProps;
    ProductFormPage: NoProps;
    AttributePage: { type: AttributeType };
    CategoriesPage: NoProps;
    SubCategoriesPage: NoProps;
  };
  'mf-retail-orders': {
    ManufacturerDashboardPage: NoProps;
    RetailerListPage: NoProps;
    RetailerRequestListPage: NoProps;
    RetailerFormPage: { mode: FormMode };
    OrderListPage: NoProps;
    OrderDetailPage: NoProps;
    NewOrderPage: NoProps;
  };
  'mf-media': { MediaPage: NoProps };
}

type PropsField<P> = keyof P extends never ? { props?: undefined } : { props: P };

/**
 * One SPEC route: the URL pattern, the remote module that renders it and the role it requires.
 * `role: null` marks the public screens, which render outside the layout and unguarded.
 */
export type PageRoute = {
  [R in RemoteName]: {
    [M in keyof PageModules[R] & string]: {
      path: string;
      remote: R;
      module: M;
      role: PanelRole | null;
    } & PropsField<PageModules[R][M]>;
  }[keyof PageModules[R] & string];
}[RemoteName];

const SA = 'SUPER_ADMIN' as const;
const M = 'MANUFACTURER' as const;

/** The route table of SPEC section 2: the one place that says which remote owns which URL and role. */
export const ROUTE_TABLE: readonly PageRoute[] = [
  { path: '/login', remote: 'mf-auth', module: 'LoginPage', role: null },
  { path: '/verify', remote: 'mf-auth', module: 'VerifyPage', role: null },
  { path: '/manufacturer/profile', remote: 'mf-auth', module: 'ProfilePage', role: M },

  { path: '/admin/dashboard', remote: 'mf-superadmin', module: 'AdminDashboardPage', role: SA },
  { path: '/admins', remote: 'mf-superadmin', module: 'AdminListPage', role: SA },
  {
    path: '/admins/create',
    remote: 'mf-superadmin',
    module: 'AdminFormPage',
    role: SA,
    props: { mode: 'create' },
  },
  {
    path: '/admins/:id/view',
    remote: 'mf-superadmin',
    module: 'AdminFormPage',
    role: SA,
    props: { mode: 'view' },
  },
  {
    path: '/admins/:id/edit',
    remote: 'mf-superadmin',
    module: 'AdminFormPage',
    role: SA,
    props: { mode: 'edit' },
  },
  { path: '/manufacturers', remote: 'mf-superadmin', module: 'ManufacturerListPage', role: SA },
  {
    path: '/manufacturers/create',
    remote: 'mf-superadmin',
    module: 'ManufacturerFormPage',
    role: SA,
    props: { mode: 'create' },
  },
  {
    path: '/manufacturers/:id/view',
    remote: 'mf-superadmin',
    module: 'ManufacturerFormPage',
    role: SA,
    props: { mode: 'view' },
  },
  {
    path: '/manufacturers/:id/edit',
    remote: 'mf-superadmin',
    module: 'ManufacturerFormPage',
    role: SA,
    props: { mode: 'edit' },
  },
  { path: '/manufacturers/:id/subscription', remote: 'mf-superadmin', module: 'SubscriptionPage', role: SA },

  {
    path: '/manufacturer/dashboard',
    remote: 'mf-retail-orders',
    module: 'ManufacturerDashboardPage',
    role: M,
  },
  { path: '/retailers/list', remote: 'mf-retail-orders', module: 'RetailerListPage', role: M },
  // SPEC 8: the retailer form's load failure goes Back to /retailers, which shows the list.
  { path: '/retailers', remote: 'mf-retail-orders', module: 'RetailerListPage', role: M },
  { path: '/retailers-req/list', remote: 'mf-retail-orders', module: 'RetailerRequestListPage', role: M },
  {
    path: '/retailers/new',
    remote: 'mf-retail-orders',
    module: 'RetailerFormPage',
    role: M,
    props: { mode: 'create' },
  },
  {
    path: '/retailers/:id/edit',
    remote: 'mf-retail-orders',
    module: 'RetailerFormPage',
    role: M,
    props: { mode: 'edit' },
  },
  {
    path: '/retailers/:id',
    remote: 'mf-retail-orders',
    module: 'RetailerFormPage',
    role: M,
    props: { mode: 'view' },
  },
  { path: '/orders', remote: 'mf-retail-orders', module: 'OrderListPage', role: M },
  { path: '/orders/:id', remote: 'mf-retail-orders', module: 'OrderDetailPage', role: M },
  { path: '/orders-new', remote: 'mf-retail-orders', module: 'NewOrderPage', role: M },

  { path: '/products', remote: 'mf-catalogue', module: 'ProductListPage', role: M },
  { path: '/products/:id', remote: 'mf-catalogue', module: 'ProductFormPage', role: M },
  ...ATTRIBUTE_TYPES.map(
    (type): PageRoute => ({
      path: `/attributes/${type}`,
      remote: 'mf-catalogue',
      module: 'AttributePage',
      role: M,
      props: { type },
    }),
  ),
  { path: '/attributes/categories', remote: 'mf-catalogue', module: 'CategoriesPage', role: M },
  { path: '/attributes/sub-categories', remote: 'mf-catalogue', module: 'SubCategoriesPage', role: M },

  { path: '/media', remote: 'mf-media', module: 'MediaPage', role: M },
];
