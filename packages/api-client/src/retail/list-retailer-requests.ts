import type { RetailerLink } from '@apparel/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../http';
import { retailerKeys } from './keys';

/** GET /manufacturer/retailers-req: the pending requests. */
export const listRetailerRequests = ({ signal }: { signal?: AbortSignal } = {}) =>
  request<RetailerLink[]>('/manufacturer/retailers-req', { signal });

export const listRetailerRequestsQueryOptions = () =>
  queryOptions({
    queryKey: retailerKeys.requests(),
    queryFn: ({ signal }) => listRetailerRequests({ signal }),
  });

export const useRetailerRequests = () => useQuery(listRetailerRequestsQueryOptions());
