import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { RemoteLoadError } from './page-loader';

/**
 * Runtime plugin on the MF errorLoadRemote hook. It records which container failed (so the next
 * attempt re-registers it instead of reusing the cached failure) and, at the end of loadRemote,
 * turns the runtime's error into a RemoteLoadError for the route's error boundary. It never supplies
 * a fallback module: earlier lifecycles (manifest, shared negotiation) must keep their own handling.
 */
export const remoteFailurePlugin = (
  onFailure: (container: string) => void,
): ModuleFederationRuntimePlugin => ({
  name: 'apparel-remote-failure',
  errorLoadRemote({ id, error, lifecycle, remote }) {
    const container = remote?.name ?? id.split('/')[0] ?? id;
    onFailure(container);
    if (lifecycle !== 'onLoad' || error instanceof RemoteLoadError) return undefined;
    throw new RemoteLoadError(container, `Could not load ${id}`, { cause: error });
  },
});
