import { MANUFACTURER_PAGE_SIZE, type ManufacturerPage, type ManufacturerSearch } from '@apparel/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../http';
import { manufacturerKeys } from './keys';

/** POST /admin/manufacturers/search: one page of manufacturers. */
export const searchManufacturers = (search: ManufacturerSearch, { signal }: { signal?: AbortSignal } = {}) =>
  request<ManufacturerPage>('/admin/manufacturers/search', { method: 'POST', body: search, signal });

export const searchManufacturersQueryOptions = (search: ManufacturerSearch) =>
  queryOptions({
    queryKey: manufacturerKeys.search(search),
    queryFn: ({ signal }) => searchManufacturers(search, { signal }),
  });

export interface ManufacturerListQuery {
  name?: string;
  state?: string;
  page: number;
  /** A column the API sorts by; newest first when absent (product.md §9). */
  sortBy?: ManufacturerSearch['sortBy'];
  sortOrder?: ManufacturerSearch['sortOrder'];
}

/** The manufacturers list (product.md §9: 20 a page, createdAt descending); the last page stays on screen while the next loads. */
export const useManufacturerSearch = ({
  name,
  state,
  page,
  sortBy = 'createdAt',
  sortOrder = 'desc',
}: ManufacturerListQuery) =>
  useQuery({
    ...searchManufacturersQueryOptions({
      filter: { name: name || undefined, state: state || undefined },
      page,
      pageSize: MANUFACTURER_PAGE_SIZE,
      sortBy,
      sortOrder,
    }),
    placeholderData: keepPreviousData,
  });
