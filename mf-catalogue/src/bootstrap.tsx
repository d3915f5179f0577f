import { mountStandalone } from '@apparel/ui/standalone';

const ATTRIBUTE_TYPES = ['colors', 'sizes', 'brands', 'fabrics', 'themes', 'materials', 'seasons'];
const attributePage = () => import('./pages/AttributePage');

mountStandalone({
  remote: 'mf-catalogue',
  pages: [
    { path: '/products', load: () => import('./pages/ProductListPage') },
    { path: '/products/:id', load: () => import('./pages/ProductFormPage') },
    ...ATTRIBUTE_TYPES.map((type) => ({ path: `/attributes/${type}`, load: attributePage, props: { type } })),
    { path: '/attributes/categories', load: () => import('./pages/CategoriesPage') },
    { path: '/attributes/sub-categories', load: () => import('./pages/SubCategoriesPage') },
  ],
});
