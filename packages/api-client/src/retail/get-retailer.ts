import type { Retailer } from '@apparel/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../http';
import { retailerKeys } from './keys';

/** GET /manufacturer/retailers/{id}: the retailer with its user. */
export const getRetailer = (id: number, { signal }: { signal?: AbortSignal } = {}) =>
  request<Retailer>(`/manufacturer/retailers/${id}`, { signal });

export const getRetailerQueryOptions = (id: number) =>
  queryOptions({ queryKey: retailerKeys.detail(id), queryFn: ({ signal }) => getRetailer(id, { signal }) });

export const useRetailer = (id: number, { enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({ ...getRetailerQueryOptions(id), enabled });
