import type { Order, OrderStatusUpdate } from '@apparel/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../http';
import { invalidateAfterOrderChange } from './invalidate-orders';

export interface UpdateOrderStatusInput {
  id: number;
  status: OrderStatusUpdate['status'];
}

/** PATCH /orders/{id}/status {status}: ACCEPTED takes the items out of stock. */
export const updateOrderStatus = ({ id, status }: UpdateOrderStatusInput): Promise<Order> =>
  request<Order>(`/orders/${id}/status`, { method: 'PATCH', body: { status } });

export const useUpdateOrderStatus = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateOrderStatus,
    onSuccess: () => invalidateAfterOrderChange(queryClient),
  });
};
