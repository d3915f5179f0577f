import type { AdminPage, AdminSortField, ListQuery } from '@apparel/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../http';
import { pageQuery } from '../list-page';
import { adminKeys } from './keys';

export type AdminListQuery = ListQuery<AdminSortField>;

/** GET /admin/admins?page=...: one page of the super admin users, searched and sorted. */
export const listAdmins = (query: AdminListQuery, { signal }: { signal?: AbortSignal } = {}) =>
  request<AdminPage>('/admin/admins', { query: pageQuery(query), signal });

export const listAdminsQueryOptions = (query: AdminListQuery) =>
  queryOptions({
    queryKey: [...adminKeys.list(), query] as const,
    queryFn: ({ signal }) => listAdmins(query, { signal }),
    placeholderData: keepPreviousData,
  });

export const useAdmins = (query: AdminListQuery) => useQuery(listAdminsQueryOptions(query));
