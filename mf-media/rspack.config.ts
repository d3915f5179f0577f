import { createRemoteConfig } from '@apparel/federation-config';

export default createRemoteConfig({
  name: 'mf-media',
  dir: import.meta.dirname,
  exposes: { './MediaPage': './src/pages/MediaPage.tsx' },
});
