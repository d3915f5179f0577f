import type { ComponentType } from 'react';
import type { RemoteName } from '../routes/route-table';

/** A page module as a remote exposes it: the page is the default export (docs/frontend-contract.md). */
export interface PageModule {
  // The MF runtime cannot check a remote's types: the props passed are the route manifest's `props`
  // (checked by routeManifestSchema in packages/contracts/src/remote-routes.ts), so any object is taken.
  default: ComponentType<object>;
}

/** How the shell gets page modules: the Module Federation runtime in the app, a stub in tests. */
export interface PageLoader {
  load(remote: RemoteName, module: string): Promise<PageModule>;
  /** Forgets a failed attempt so that the next load tries the remote again. */
  retry(remote: RemoteName): void;
}

/** Thrown when a remote cannot give a page: the Section unavailable panel names the remote. */
export class RemoteLoadError extends Error {
  constructor(
    readonly remote: string,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'RemoteLoadError';
  }
}
