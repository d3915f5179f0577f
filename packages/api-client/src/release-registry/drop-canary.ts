import { request } from '../http';
import { type RegistryChange, useRegistryMutation } from './registry-mutation';

/** DELETE /admin/remotes/{name}/canary: everyone gets the pinned version again. */
export const dropCanary = (name: string): Promise<RegistryChange> =>
  request<RegistryChange>(`/admin/remotes/${encodeURIComponent(name)}/canary`, { method: 'DELETE' });

export const useDropCanary = () => useRegistryMutation(dropCanary);
