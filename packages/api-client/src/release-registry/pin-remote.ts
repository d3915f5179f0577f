import type { PinRemote, RemoteRelease } from '@apparel/contracts';
import { request } from '../http';
import { useRegistryMutation } from './registry-mutation';

export interface PinRemoteInput extends PinRemote {
  name: string;
}

/** POST /admin/remotes/{name}/pin: serve this version to everyone (409 with the reason when refused). */
export const pinRemote = ({ name, ...pin }: PinRemoteInput): Promise<RemoteRelease> =>
  request<RemoteRelease>(`/admin/remotes/${encodeURIComponent(name)}/pin`, { method: 'POST', body: pin });

export const usePinRemote = () => useRegistryMutation(pinRemote);
