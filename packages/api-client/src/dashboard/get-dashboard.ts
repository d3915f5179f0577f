import type { Dashboard } from '@apparel/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../http';
import { dashboardKeys } from './keys';

/** GET /manufacturer/dashboard. */
export const getDashboard = ({ signal }: { signal?: AbortSignal } = {}) =>
  request<Dashboard>('/manufacturer/dashboard', { signal });

export const getDashboardQueryOptions = () =>
  queryOptions({ queryKey: dashboardKeys.manufacturer(), queryFn: ({ signal }) => getDashboard({ signal }) });

export const useDashboard = () => useQuery(getDashboardQueryOptions());
