import type { CreditNote } from '@apparel/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../http';
import { invoiceKeys } from './keys';

/** GET /credit-notes/{id}: the credit note with its lines and the invoice it reduces. */
export const getCreditNote = (id: number, { signal }: { signal?: AbortSignal } = {}) =>
  request<CreditNote>(`/credit-notes/${id}`, { signal });

export const getCreditNoteQueryOptions = (id: number) =>
  queryOptions({
    queryKey: invoiceKeys.creditNote(id),
    queryFn: ({ signal }) => getCreditNote(id, { signal }),
  });

export const useCreditNote = (id: number) => useQuery(getCreditNoteQueryOptions(id));
