import { createRemoteConfig } from '@apparel/federation-config';

export default createRemoteConfig({
  name: 'mf-retail-orders',
  dir: import.meta.dirname,
  exposes: {
    './ManufacturerDashboardPage': './src/pages/ManufacturerDashboardPage.tsx',
    './RetailerListPage': './src/pages/RetailerListPage.tsx',
    './RetailerRequestListPage': './src/pages/RetailerRequestListPage.tsx',
    './RetailerFormPage': './src/pages/RetailerFormPage.tsx',
    './OrderListPage': './src/pages/OrderListPage.tsx',
    './OrderDetailPage': './src/pages/OrderDetailPage.tsx',
    './NewOrderPage': './src/pages/NewOrderPage.tsx',
  },
});
