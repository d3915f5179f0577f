import type { OrderListQuery } from '@apparel/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { productKeys } from './catalogue';
import { dashboardKeys } from './dashboard';

/**
 * The orders area's query keys and what an order change refreshes, apart from its hooks (orders.ts):
 * invoices refresh them after a credit note and orders refresh the invoices after a dispatch, so both
 * hooks files import this one rather than each other.
 */
export const orderKeys = {
  all: ['orders'] as const,
  lists: () => [...orderKeys.all, 'list'] as const,
  list: (query: OrderListQuery) => [...orderKeys.lists(), query] as const,
  detail: (id: number) => [...orderKeys.all, 'detail', id] as const,
  history: (id: number) => [...orderKeys.all, 'history', id] as const,
};

/** After an order changes: its lists, the dashboard and (stock moves on accept and delete) the products. */
export const invalidateAfterOrderChange = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: orderKeys.all }),
    queryClient.invalidateQueries({ queryKey: dashboardKeys.all }),
    queryClient.invalidateQueries({ queryKey: productKeys.all }),
  ]);
