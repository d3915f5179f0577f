import { request } from '../http';
import { type RegistryChange, useRegistryMutation } from './registry-mutation';

/** POST /admin/remotes/{name}/canary/promote: the canary's version becomes the pin for everyone. */
export const promoteCanary = (name: string): Promise<RegistryChange> =>
  request<RegistryChange>(`/admin/remotes/${encodeURIComponent(name)}/canary/promote`, { method: 'POST' });

export const usePromoteCanary = () => useRegistryMutation(promoteCanary);
