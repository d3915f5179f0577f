import { createRemoteConfig } from '@apparel/federation-config';
import { routes } from './src/routes';

// Exposes ./<Module> -> ./src/pages/<Module>.tsx for every page module src/routes.ts names.
export default createRemoteConfig({ name: 'mf-media', dir: import.meta.dirname, routes });
