import type { OrderHistory } from '@apparel/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../http';
import { orderKeys } from './keys';

/** GET /orders/{id}/history: every change of the order, oldest first. */
export const getOrderHistory = (id: number, { signal }: { signal?: AbortSignal } = {}) =>
  request<OrderHistory>(`/orders/${id}/history`, { signal });

export const getOrderHistoryQueryOptions = (id: number) =>
  queryOptions({ queryKey: orderKeys.history(id), queryFn: ({ signal }) => getOrderHistory(id, { signal }) });

export const useOrderHistory = (id: number) => useQuery(getOrderHistoryQueryOptions(id));
