export { mountStandalone } from './mountStandalone';
export { pagesOf } from './pages-of';
export type { PageModule, StandaloneOptions, StandalonePage } from './types';
