import type { RemoteHistoryPage } from '@apparel/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../http';
import { registryKeys } from './keys';

export interface RegistryHistoryQuery {
  /** One remote's changes; all remotes' when absent. */
  name?: string;
  page: number;
}

/** GET /admin/remotes/history?name&page: who changed which pin or canary, when, from, to and why. */
export const listRegistryHistory = (query: RegistryHistoryQuery, { signal }: { signal?: AbortSignal } = {}) =>
  request<RemoteHistoryPage>('/admin/remotes/history', { query: { ...query }, signal });

export const registryHistoryQueryOptions = (query: RegistryHistoryQuery) =>
  queryOptions({
    queryKey: registryKeys.history(query),
    queryFn: ({ signal }) => listRegistryHistory(query, { signal }),
    placeholderData: keepPreviousData,
  });

export const useRegistryHistory = (query: RegistryHistoryQuery) =>
  useQuery(registryHistoryQueryOptions(query));
