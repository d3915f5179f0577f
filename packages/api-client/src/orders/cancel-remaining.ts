import type { Order } from '@apparel/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../http';
import { invalidateAfterOrderChange } from './invalidate-orders';

/** POST /orders/{id}/cancel-remaining: closes what was not dispatched and returns it to stock. */
export const cancelRemaining = (orderId: number): Promise<Order> =>
  request<Order>(`/orders/${orderId}/cancel-remaining`, { method: 'POST' });

export const useCancelRemaining = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelRemaining,
    onSuccess: () => invalidateAfterOrderChange(queryClient),
  });
};
