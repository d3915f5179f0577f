import type { RetailerRequestListQuery } from './list-retailer-requests';
import type { RetailerListQuery } from './list-retailers';

/** Query keys of the retailers area: invalidating `all` refreshes the lists, the requests and every retailer. */
export const retailerKeys = {
  all: ['retailers'] as const,
  links: () => [...retailerKeys.all, 'links'] as const,
  linkPage: (query: RetailerListQuery) => [...retailerKeys.all, 'link-page', query] as const,
  requests: (query?: RetailerRequestListQuery) => [...retailerKeys.all, 'requests', query ?? {}] as const,
  detail: (id: number) => [...retailerKeys.all, 'detail', id] as const,
};
