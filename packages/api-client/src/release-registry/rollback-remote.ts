import { request } from '../http';
import { type RegistryChange, useRegistryMutation } from './registry-mutation';

/** POST /admin/remotes/{name}/rollback: back to the version pinned before the current one. */
export const rollbackRemote = (name: string): Promise<RegistryChange> =>
  request<RegistryChange>(`/admin/remotes/${encodeURIComponent(name)}/rollback`, { method: 'POST' });

export const useRollbackRemote = () => useRegistryMutation(rollbackRemote);
