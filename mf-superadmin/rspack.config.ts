import { createRemoteConfig } from '@apparel/federation-config';

export default createRemoteConfig({
  name: 'mf-superadmin',
  dir: import.meta.dirname,
  exposes: {
    './AdminDashboardPage': './src/pages/AdminDashboardPage.tsx',
    './ManufacturerListPage': './src/pages/ManufacturerListPage.tsx',
    './ManufacturerFormPage': './src/pages/ManufacturerFormPage.tsx',
    './SubscriptionPage': './src/pages/SubscriptionPage.tsx',
    './AdminListPage': './src/pages/AdminListPage.tsx',
    './AdminFormPage': './src/pages/AdminFormPage.tsx',
  },
});
