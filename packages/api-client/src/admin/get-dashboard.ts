import type { AdminDashboard } from '@apparel/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../http';
import { manufacturerKeys } from './keys';

/** GET /admin/dashboard: the platform at a glance. */
export const getAdminDashboard = ({ signal }: { signal?: AbortSignal } = {}) =>
  request<AdminDashboard>('/admin/dashboard', { signal });

// Under the manufacturers' key, so saving a manufacturer or a subscription refreshes the counts too.
export const adminDashboardQueryOptions = () =>
  queryOptions({
    queryKey: [...manufacturerKeys.all, 'dashboard'] as const,
    queryFn: ({ signal }) => getAdminDashboard({ signal }),
  });

export const useAdminDashboard = () => useQuery(adminDashboardQueryOptions());
