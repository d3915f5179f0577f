import type { Order, OrderCreate } from '@apparel/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../http';
import { invalidateAfterOrderChange } from './invalidate-orders';

/** POST /orders {retailerId, items}: the server prices every item and answers the stored order. */
export const createOrder = (order: OrderCreate): Promise<Order> =>
  request<Order>('/orders', { method: 'POST', body: order });

export const useCreateOrder = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createOrder, onSuccess: () => invalidateAfterOrderChange(queryClient) });
};
