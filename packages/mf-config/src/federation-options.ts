import { sharedSingletons } from './shared';

/** Module Federation options every app uses. */
export const federationOptions = (appDir: string) => ({
  shared: sharedSingletons(appDir),
  // version-first would fetch every registered remote's entry before the first page renders.
  shareStrategy: 'loaded-first' as const,
  manifest: true,
  // The MF type generator fails under this TypeScript; types come from the workspace packages.
  dts: false,
});
