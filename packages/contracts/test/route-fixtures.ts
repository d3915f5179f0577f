import type { RemoteRoute } from '../src';

/** The catalogue's list page, with its menu entry: a route as a remote's manifest declares it. */
export const products: RemoteRoute = {
  path: '/products',
  module: 'ProductListPage',
  role: 'MANUFACTURER',
  title: 'Products',
  menu: { label: 'Products', section: 'main', order: 50 },
};

/** A page with a path parameter and no menu entry. */
export const product: RemoteRoute = {
  path: '/products/:id',
  module: 'ProductFormPage',
  role: 'MANUFACTURER',
  title: 'Product',
};
