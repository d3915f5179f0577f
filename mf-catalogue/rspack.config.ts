import { createRemoteConfig } from '@apparel/federation-config';

export default createRemoteConfig({
  name: 'mf-catalogue',
  dir: import.meta.dirname,
  exposes: {
    './ProductListPage': './src/pages/ProductListPage.tsx',
    './ProductFormPage': './src/pages/ProductFormPage.tsx',
    './AttributePage': './src/pages/AttributePage.tsx',
    './CategoriesPage': './src/pages/CategoriesPage.tsx',
    './SubCategoriesPage': './src/pages/SubCategoriesPage.tsx',
  },
});
