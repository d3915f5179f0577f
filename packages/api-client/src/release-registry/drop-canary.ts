import type { RemoteRelease } from '@apparel/contracts';
import { request } from '../http';
import { useRegistryMutation } from './registry-mutation';

/** DELETE /admin/remotes/{name}/canary: everyone gets the pinned version again. */
export const dropCanary = (name: string): Promise<RemoteRelease> =>
  request<RemoteRelease>(`/admin/remotes/${encodeURIComponent(name)}/canary`, { method: 'DELETE' });

export const useDropCanary = () => useRegistryMutation(dropCanary);
