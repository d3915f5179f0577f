import type {
  LinkStatus,
  ListQuery,
  RetailerLink,
  RetailerPage,
  RetailerSortField,
} from '@apparel/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../http';
import { pageQuery } from '../list-page';
import { retailerKeys } from './keys';

/** GET /manufacturer/retailers: every link record (PENDING, ACCEPTED, REJECTED) with its retailer. */
export const listRetailers = ({ signal }: { signal?: AbortSignal } = {}) =>
  request<RetailerLink[]>('/manufacturer/retailers', { signal });

export const listRetailersQueryOptions = () =>
  queryOptions({ queryKey: retailerKeys.links(), queryFn: ({ signal }) => listRetailers({ signal }) });

/** Every linked retailer (the new order's select); product.md §7: it does not retry. */
export const useRetailers = () => useQuery({ ...listRetailersQueryOptions(), retry: false });

export type RetailerListQuery = ListQuery<RetailerSortField> & { status?: LinkStatus };

/** GET /manufacturer/retailers?page=...: one page of the list, searched, filtered by status and sorted. */
export const listRetailerPage = (query: RetailerListQuery, { signal }: { signal?: AbortSignal } = {}) =>
  request<RetailerPage>('/manufacturer/retailers', { query: pageQuery(query), signal });

/** The retailers list screen: the last page stays on screen while the next loads; product.md §7: no retry. */
export const useRetailerPage = (query: RetailerListQuery) =>
  useQuery({
    queryKey: retailerKeys.linkPage(query),
    queryFn: ({ signal }) => listRetailerPage(query, { signal }),
    placeholderData: keepPreviousData,
    retry: false,
  });
