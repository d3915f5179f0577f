/** Query keys of the retailers area: invalidating `all` refreshes the lists, the requests and every retailer. */
export const retailerKeys = {
  all: ['retailers'] as const,
  links: () => [...retailerKeys.all, 'links'] as const,
  requests: () => [...retailerKeys.all, 'requests'] as const,
  detail: (id: number) => [...retailerKeys.all, 'detail', id] as const,
};
