import type { RemoteRelease } from '@apparel/contracts';
import { request } from '../http';
import { useRegistryMutation } from './registry-mutation';

/** POST /admin/remotes/{name}/canary/promote: the canary's version becomes the pin for everyone. */
export const promoteCanary = (name: string): Promise<RemoteRelease> =>
  request<RemoteRelease>(`/admin/remotes/${encodeURIComponent(name)}/canary/promote`, { method: 'POST' });

export const usePromoteCanary = () => useRegistryMutation(promoteCanary);
