import type { PinRemote } from '@apparel/contracts';
import { request } from '../http';
import { type RegistryChange, useRegistryMutation } from './registry-mutation';

export interface PinRemoteInput extends PinRemote {
  name: string;
}

/** POST /admin/remotes/{name}/pin: serve this version to everyone (409 with the reason when refused). */
export const pinRemote = ({ name, ...pin }: PinRemoteInput): Promise<RegistryChange> =>
  request<RegistryChange>(`/admin/remotes/${encodeURIComponent(name)}/pin`, { method: 'POST', body: pin });

export const usePinRemote = () => useRegistryMutation(pinRemote);
