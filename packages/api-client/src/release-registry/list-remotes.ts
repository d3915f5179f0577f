import type { RemoteReleaseList } from '@apparel/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../http';
import { registryKeys } from './keys';

/** GET /admin/remotes: each remote with its pin, its canary and its published versions. */
export const listRemotes = ({ signal }: { signal?: AbortSignal } = {}) =>
  request<RemoteReleaseList>('/admin/remotes', { signal });

export const listRemotesQueryOptions = () =>
  queryOptions({ queryKey: registryKeys.remotes(), queryFn: ({ signal }) => listRemotes({ signal }) });

export const useRegistryRemotes = () => useQuery(listRemotesQueryOptions());
