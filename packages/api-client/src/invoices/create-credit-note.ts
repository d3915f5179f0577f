import type { CreditNote, CreditNoteCreate } from '@apparel/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../http';
import { invalidateAfterOrderChange } from '../orders';
import { useSubmitKeys } from '../submit-keys';
import { invoiceKeys } from './keys';

export interface CreateCreditNoteInput {
  invoiceId: number;
  creditNote: CreditNoteCreate;
}

/** POST /invoices/{id}/credit-notes {lines, restock}: returned pieces, at most invoiced minus returned. */
export const createCreditNote = (
  { invoiceId, creditNote }: CreateCreditNoteInput,
  idempotencyKey?: string,
): Promise<CreditNote> =>
  request<CreditNote>(`/invoices/${invoiceId}/credit-notes`, {
    method: 'POST',
    body: creditNote,
    idempotencyKey,
  });

/** A restock moves stock and the order's timeline: orders, products and invoices are refreshed. */
export const useCreateCreditNote = () => {
  const queryClient = useQueryClient();
  const keyFor = useSubmitKeys();
  return useMutation({
    mutationFn: (input: CreateCreditNoteInput) => createCreditNote(input, keyFor(input)),
    onSuccess: () =>
      Promise.all([
        invalidateAfterOrderChange(queryClient),
        queryClient.invalidateQueries({ queryKey: invoiceKeys.all }),
      ]),
  });
};
