import type { StartCanary } from '@apparel/contracts';
import { request } from '../http';
import { type RegistryChange, useRegistryMutation } from './registry-mutation';

export interface StartCanaryInput extends StartCanary {
  name: string;
}

/** POST /admin/remotes/{name}/canary: serve a second version to a percentage of users. */
export const startCanary = ({ name, ...canary }: StartCanaryInput): Promise<RegistryChange> =>
  request<RegistryChange>(`/admin/remotes/${encodeURIComponent(name)}/canary`, {
    method: 'POST',
    body: canary,
  });

export const useStartCanary = () => useRegistryMutation(startCanary);
