import type { RemoteRelease } from '@apparel/contracts';
import { request } from '../http';
import { useRegistryMutation } from './registry-mutation';

/** POST /admin/remotes/{name}/rollback: back to the version pinned before the current one. */
export const rollbackRemote = (name: string): Promise<RemoteRelease> =>
  request<RemoteRelease>(`/admin/remotes/${encodeURIComponent(name)}/rollback`, { method: 'POST' });

export const useRollbackRemote = () => useRegistryMutation(rollbackRemote);
