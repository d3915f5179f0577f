import { dashboardEndpoints as endpoints } from '@apparel/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from './call';

/** Query keys of the manufacturer dashboard. */
export const dashboardKeys = {
  all: ['dashboard'] as const,
  manufacturer: () => [...dashboardKeys.all, 'manufacturer'] as const,
};

export const getDashboard = ({ signal }: { signal?: AbortSignal } = {}) => call(endpoints.read, { signal });

export const getDashboardQueryOptions = () =>
  queryOptions({ queryKey: dashboardKeys.manufacturer(), queryFn: ({ signal }) => getDashboard({ signal }) });

export const useDashboard = () => useQuery(getDashboardQueryOptions());
