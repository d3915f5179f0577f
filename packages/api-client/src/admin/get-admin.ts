import type { Admin } from '@apparel/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../http';
import { adminKeys } from './keys';

/** GET /admin/admins/{id}. */
export const getAdmin = (id: number, { signal }: { signal?: AbortSignal } = {}) =>
  request<Admin>(`/admin/admins/${id}`, { signal });

export const getAdminQueryOptions = (id: number) =>
  queryOptions({ queryKey: adminKeys.detail(id), queryFn: ({ signal }) => getAdmin(id, { signal }) });

export const useAdmin = (id: number, { enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({ ...getAdminQueryOptions(id), enabled });
