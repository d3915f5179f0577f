import type { CreditNote, CreditNoteCreate } from '@apparel/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../http';
import { invalidateAfterOrderChange } from '../orders';
import { invoiceKeys } from './keys';

export interface CreateCreditNoteInput {
  invoiceId: number;
  creditNote: CreditNoteCreate;
}

/** POST /invoices/{id}/credit-notes {lines, restock}: returned pieces, at most invoiced minus returned. */
export const createCreditNote = ({ invoiceId, creditNote }: CreateCreditNoteInput): Promise<CreditNote> =>
  request<CreditNote>(`/invoices/${invoiceId}/credit-notes`, { method: 'POST', body: creditNote });

/** A restock moves stock and the order's timeline: orders, products and invoices are refreshed. */
export const useCreateCreditNote = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCreditNote,
    onSuccess: () =>
      Promise.all([
        invalidateAfterOrderChange(queryClient),
        queryClient.invalidateQueries({ queryKey: invoiceKeys.all }),
      ]),
  });
};
