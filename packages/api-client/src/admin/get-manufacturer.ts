import type { Manufacturer } from '@apparel/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../http';
import { manufacturerKeys } from './keys';

/** GET /admin/manufacturers/{id}: the manufacturer with its admin user and subscription. */
export const getManufacturer = (id: number, { signal }: { signal?: AbortSignal } = {}) =>
  request<Manufacturer>(`/admin/manufacturers/${id}`, { signal });

export const getManufacturerQueryOptions = (id: number) =>
  queryOptions({
    queryKey: manufacturerKeys.detail(id),
    queryFn: ({ signal }) => getManufacturer(id, { signal }),
  });

export const useManufacturer = (id: number, { enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({ ...getManufacturerQueryOptions(id), enabled });
