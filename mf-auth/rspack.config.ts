import { createRemoteConfig } from '@apparel/federation-config';

export default createRemoteConfig({
  name: 'mf-auth',
  dir: import.meta.dirname,
  exposes: {
    './LoginPage': './src/pages/LoginPage.tsx',
    './VerifyPage': './src/pages/VerifyPage.tsx',
    './ProfilePage': './src/pages/ProfilePage.tsx',
  },
});
