import type { RetailerLink } from '@apparel/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../http';
import { retailerKeys } from './keys';

/** GET /manufacturer/retailers: the link records (PENDING, ACCEPTED, REJECTED) with their retailer. */
export const listRetailers = ({ signal }: { signal?: AbortSignal } = {}) =>
  request<RetailerLink[]>('/manufacturer/retailers', { signal });

export const listRetailersQueryOptions = () =>
  queryOptions({ queryKey: retailerKeys.links(), queryFn: ({ signal }) => listRetailers({ signal }) });

/** The retailers list; SPEC 7: it does not retry. */
export const useRetailers = () => useQuery({ ...listRetailersQueryOptions(), retry: false });
