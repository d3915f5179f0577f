import type { ListQuery, RetailerRequestPage, RetailerRequestSortField } from '@apparel/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../http';
import { pageQuery } from '../list-page';
import { retailerKeys } from './keys';

export type RetailerRequestListQuery = ListQuery<RetailerRequestSortField>;

/** GET /manufacturer/retailers-req?page=...: one page of the pending requests, searched and sorted. */
export const listRetailerRequests = (
  query: RetailerRequestListQuery,
  { signal }: { signal?: AbortSignal } = {},
) => request<RetailerRequestPage>('/manufacturer/retailers-req', { query: pageQuery(query), signal });

export const listRetailerRequestsQueryOptions = (query: RetailerRequestListQuery) =>
  queryOptions({
    queryKey: retailerKeys.requests(query),
    queryFn: ({ signal }) => listRetailerRequests(query, { signal }),
    placeholderData: keepPreviousData,
  });

export const useRetailerRequests = (query: RetailerRequestListQuery) =>
  useQuery(listRetailerRequestsQueryOptions(query));
