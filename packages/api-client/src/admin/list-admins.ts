import type { Admin } from '@apparel/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../http';
import { adminKeys } from './keys';

/** GET /admin/admins: every super admin user. */
export const listAdmins = ({ signal }: { signal?: AbortSignal } = {}) =>
  request<Admin[]>('/admin/admins', { signal });

export const listAdminsQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.list(), queryFn: ({ signal }) => listAdmins({ signal }) });

export const useAdmins = () => useQuery(listAdminsQueryOptions());
