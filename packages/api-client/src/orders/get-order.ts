import type { Order } from '@apparel/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../http';
import { orderKeys } from './keys';

/** GET /orders/{id}: the order with its items, each naming its cell (`variantId`, `sku`) and the cell's `stockLeft`. */
export const getOrder = (id: number, { signal }: { signal?: AbortSignal } = {}) =>
  request<Order>(`/orders/${id}`, { signal });

export const getOrderQueryOptions = (id: number) =>
  queryOptions({ queryKey: orderKeys.detail(id), queryFn: ({ signal }) => getOrder(id, { signal }) });

export const useOrder = (id: number) => useQuery(getOrderQueryOptions(id));
