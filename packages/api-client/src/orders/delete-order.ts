import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../http';
import { invalidateAfterOrderChange } from './invalidate-orders';

/** DELETE /orders/{id}: an accepted order's units go back to stock. */
export const deleteOrder = (id: number): Promise<void> =>
  request<void>(`/orders/${id}`, { method: 'DELETE' });

export const useDeleteOrder = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteOrder, onSuccess: () => invalidateAfterOrderChange(queryClient) });
};
