export { mountStandalone } from './mountStandalone';
export type { PageModule, StandaloneOptions, StandalonePage } from './types';
