import type { OrderListQuery, OrderPage } from '@apparel/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../http';
import { orderKeys } from './keys';

/** GET /orders: one page, newest first (`page`, `pageSize`, `status`, `retailerId`, `from`, `to`). */
export const listOrders = (query: OrderListQuery = {}, { signal }: { signal?: AbortSignal } = {}) =>
  request<OrderPage>('/orders', { query: { ...query }, signal });

export const listOrdersQueryOptions = (query: OrderListQuery = {}) =>
  queryOptions({ queryKey: orderKeys.list(query), queryFn: ({ signal }) => listOrders(query, { signal }) });

/** The orders list; product.md §7: it does not retry. The last page stays on screen while the next loads. */
export const useOrders = (query: OrderListQuery = {}) =>
  useQuery({ ...listOrdersQueryOptions(query), retry: false, placeholderData: keepPreviousData });
