import {
  creditTermsEndpoints,
  retailEndpoints as endpoints,
  type LinkDecision,
  type LinkStatus,
  type ListQuery,
  type RetailerCreate,
  type RetailerLink,
  type RetailerPage,
  type RetailerRequestPage,
  type RetailerRequestSortField,
  type RetailerSortField,
  type RetailerTermsInput,
  type RetailerUpdate,
} from '@apparel/contracts';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from './call';
import { creditTermsKeys, receivableKeys } from './credit-keys';
import { pageQuery } from './list-page';

export type RetailerListQuery = ListQuery<RetailerSortField> & { status?: LinkStatus };
export type RetailerRequestListQuery = ListQuery<RetailerRequestSortField>;

/** Query keys of the retailers area: invalidating `all` refreshes the lists, the requests and every retailer. */
export const retailerKeys = {
  all: ['retailers'] as const,
  links: () => [...retailerKeys.all, 'links'] as const,
  linkPage: (query: RetailerListQuery) => [...retailerKeys.all, 'link-page', query] as const,
  requests: (query?: RetailerRequestListQuery) => [...retailerKeys.all, 'requests', query ?? {}] as const,
  detail: (id: number) => [...retailerKeys.all, 'detail', id] as const,
};

/** Every mutation of the area refreshes the lists, the requests and every retailer. */
const useRetailerMutation = <Input, Answer>(mutationFn: (input: Input) => Promise<Answer>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: retailerKeys.all }),
  });
};

/** Every link record (PENDING, ACCEPTED, REJECTED) with its retailer: without page/pageSize, a plain array. */
export const listRetailers = ({ signal }: { signal?: AbortSignal } = {}) =>
  call(endpoints.list, { signal }) as Promise<RetailerLink[]>;

export const listRetailersQueryOptions = () =>
  queryOptions({ queryKey: retailerKeys.links(), queryFn: ({ signal }) => listRetailers({ signal }) });

/** Every linked retailer (the new order's select); product.md §7: it does not retry. */
export const useRetailers = () => useQuery({ ...listRetailersQueryOptions(), retry: false });

/** One page of the list, searched, filtered by status and sorted. */
export const listRetailerPage = (query: RetailerListQuery, { signal }: { signal?: AbortSignal } = {}) =>
  call(endpoints.list, { query: pageQuery(query), signal }) as Promise<RetailerPage>;

/** The retailers list screen: the last page stays on screen while the next loads; product.md §7: no retry. */
export const useRetailerPage = (query: RetailerListQuery) =>
  useQuery({
    queryKey: retailerKeys.linkPage(query),
    queryFn: ({ signal }) => listRetailerPage(query, { signal }),
    placeholderData: keepPreviousData,
    retry: false,
  });

/** The retailer with its user. */
export const getRetailer = (id: number, { signal }: { signal?: AbortSignal } = {}) =>
  call(endpoints.read, { params: { id }, signal });

export const getRetailerQueryOptions = (id: number) =>
  queryOptions({ queryKey: retailerKeys.detail(id), queryFn: ({ signal }) => getRetailer(id, { signal }) });

export const useRetailer = (id: number, { enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({ ...getRetailerQueryOptions(id), enabled });

/** Retailer fields plus user {name, email, mobile, password}. */
export const useCreateRetailer = () =>
  useRetailerMutation((retailer: RetailerCreate) => call(endpoints.create, { body: retailer }));

export interface UpdateRetailerInput {
  id: number;
  retailer: RetailerUpdate;
}

/** A blank password is left out, so the current one is kept. */
export const useUpdateRetailer = () =>
  useRetailerMutation(({ id, retailer }: UpdateRetailerInput) => {
    const { password, ...user } = retailer.user;
    return call(endpoints.update, {
      params: { id },
      body: { ...retailer, user: password ? { ...user, password } : user },
    });
  });

/** One page of the pending requests, searched and sorted. */
export const listRetailerRequests = (
  query: RetailerRequestListQuery,
  { signal }: { signal?: AbortSignal } = {},
) => call(endpoints.requests, { query: pageQuery(query), signal }) as Promise<RetailerRequestPage>;

export const listRetailerRequestsQueryOptions = (query: RetailerRequestListQuery) =>
  queryOptions({
    queryKey: retailerKeys.requests(query),
    queryFn: ({ signal }) => listRetailerRequests(query, { signal }),
    placeholderData: keepPreviousData,
  });

export const useRetailerRequests = (query: RetailerRequestListQuery) =>
  useQuery(listRetailerRequestsQueryOptions(query));

export interface DecideRetailerRequestInput {
  id: number;
  status: LinkDecision['status'];
}

/** {status: ACCEPTED or REJECTED}. */
export const useDecideRetailerRequest = () =>
  useRetailerMutation(({ id, status }: DecideRetailerRequestInput) =>
    call(endpoints.decide, { params: { id }, body: { status } }),
  );

/** A linked retailer's credit terms (the "Terms" section of the retailer form and view; defaults until set). */
export const getRetailerTerms = (retailerId: number, { signal }: { signal?: AbortSignal } = {}) =>
  call(creditTermsEndpoints.read, { params: { id: retailerId }, signal });

export const useRetailerTerms = (retailerId: number, { enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({
    queryKey: creditTermsKeys.detail(retailerId),
    queryFn: ({ signal }) => getRetailerTerms(retailerId, { signal }),
    enabled,
  });

export interface UpdateRetailerTermsInput {
  retailerId: number;
  terms: RetailerTermsInput;
}

/** PUT the terms; new orders are held by them (receivables and orders refresh). */
export const useUpdateRetailerTerms = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ retailerId, terms }: UpdateRetailerTermsInput) =>
      call(creditTermsEndpoints.update, { params: { id: retailerId }, body: terms }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: creditTermsKeys.all }),
        queryClient.invalidateQueries({ queryKey: receivableKeys.all }),
      ]),
  });
};
