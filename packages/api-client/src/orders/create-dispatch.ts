import type { DispatchCreate, DispatchWithInvoice } from '@apparel/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../http';
import { invoiceKeys } from '../invoices/keys';
import { invalidateAfterOrderChange } from './invalidate-orders';

export interface CreateDispatchInput {
  orderId: number;
  dispatch: DispatchCreate;
}

/** POST /orders/{id}/dispatches: records the consignment and issues its tax invoice in one go. */
export const createDispatch = ({ orderId, dispatch }: CreateDispatchInput): Promise<DispatchWithInvoice> =>
  request<DispatchWithInvoice>(`/orders/${orderId}/dispatches`, { method: 'POST', body: dispatch });

export const useCreateDispatch = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createDispatch,
    onSuccess: () =>
      Promise.all([
        invalidateAfterOrderChange(queryClient),
        queryClient.invalidateQueries({ queryKey: invoiceKeys.all }),
      ]),
  });
};
