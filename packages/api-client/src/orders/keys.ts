import type { OrderListQuery } from '@apparel/contracts';

/** Query keys of the orders area: invalidating `all` refreshes every list and order. */
export const orderKeys = {
  all: ['orders'] as const,
  lists: () => [...orderKeys.all, 'list'] as const,
  list: (query: OrderListQuery) => [...orderKeys.lists(), query] as const,
  detail: (id: number) => [...orderKeys.all, 'detail', id] as const,
  history: (id: number) => [...orderKeys.all, 'history', id] as const,
};
