import {
  type CreditNoteCreate,
  invoiceEndpoints as endpoints,
  type InvoiceListQuery,
} from '@apparel/contracts';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, downloadFrom } from './call';
import { paymentKeys, receivableKeys } from './credit-keys';
import { type DownloadedFile, saveDownloadedFile } from './http';
import { invalidateAfterOrderChange } from './order-keys';
import { useSubmitKeys } from './submit-keys';

/** Query keys of invoices and credit notes: invalidating `all` refreshes every list and document. */
export const invoiceKeys = {
  all: ['invoices'] as const,
  lists: () => [...invoiceKeys.all, 'list'] as const,
  list: (query: InvoiceListQuery) => [...invoiceKeys.lists(), query] as const,
  detail: (id: number) => [...invoiceKeys.all, 'detail', id] as const,
  creditNote: (id: number) => [...invoiceKeys.all, 'credit-note', id] as const,
};

/** One page, newest first (`month` YYYY-MM, `retailerId`, `page`). */
export const listInvoices = (query: InvoiceListQuery = {}, { signal }: { signal?: AbortSignal } = {}) =>
  call(endpoints.list, { query: { ...query }, signal });

export const listInvoicesQueryOptions = (query: InvoiceListQuery = {}) =>
  queryOptions({
    queryKey: invoiceKeys.list(query),
    queryFn: ({ signal }) => listInvoices(query, { signal }),
  });

/** The last page stays on screen while the next loads. */
export const useInvoices = (query: InvoiceListQuery = {}) =>
  useQuery({ ...listInvoicesQueryOptions(query), placeholderData: keepPreviousData });

/** The tax invoice with its lines, HSN summary, totals and e-way bill data. */
export const getInvoice = (id: number, { signal }: { signal?: AbortSignal } = {}) =>
  call(endpoints.read, { params: { id }, signal });

export const getInvoiceQueryOptions = (id: number) =>
  queryOptions({ queryKey: invoiceKeys.detail(id), queryFn: ({ signal }) => getInvoice(id, { signal }) });

export const useInvoice = (id: number) => useQuery(getInvoiceQueryOptions(id));

/** The credit note with its lines and the invoice it reduces. */
export const getCreditNote = (id: number, { signal }: { signal?: AbortSignal } = {}) =>
  call(endpoints.readCreditNote, { params: { id }, signal });

export const getCreditNoteQueryOptions = (id: number) =>
  queryOptions({
    queryKey: invoiceKeys.creditNote(id),
    queryFn: ({ signal }) => getCreditNote(id, { signal }),
  });

export const useCreditNote = (id: number) => useQuery(getCreditNoteQueryOptions(id));

export interface CreateCreditNoteInput {
  invoiceId: number;
  creditNote: CreditNoteCreate;
}

/**
 * {lines, restock}: returned pieces, at most invoiced minus returned. A restock moves stock and the
 * order's timeline: orders, products and invoices are refreshed.
 */
export const useCreateCreditNote = () => {
  const queryClient = useQueryClient();
  const keyFor = useSubmitKeys();
  return useMutation({
    mutationFn: (input: CreateCreditNoteInput) =>
      call(endpoints.createCreditNote, {
        params: { id: input.invoiceId },
        body: input.creditNote,
        idempotencyKey: keyFor(input),
      }),
    onSuccess: () =>
      Promise.all([
        invalidateAfterOrderChange(queryClient),
        queryClient.invalidateQueries({ queryKey: invoiceKeys.all }),
        // A credit note lowers what its invoice owes.
        queryClient.invalidateQueries({ queryKey: receivableKeys.all }),
        queryClient.invalidateQueries({ queryKey: paymentKeys.all }),
      ]),
  });
};

/** A download handed to the browser's save dialog. */
const useSave = <Input>(fetchFile: (input: Input) => Promise<DownloadedFile>) =>
  useMutation({ mutationFn: async (input: Input) => saveDownloadedFile(await fetchFile(input)) });

/** The month's invoices in GSTR-1 style columns (CSV). */
export const useExportInvoices = () =>
  useSave((month: string) => downloadFrom(endpoints.export, `invoices-${month}.csv`, { query: { month } }));

/** The A4 tax invoice (named after its number by the server). */
export const useDownloadInvoicePdf = () =>
  useSave((id: number) => downloadFrom(endpoints.invoicePdf, `invoice-${id}.pdf`, { params: { id } }));

/** The GST portal's INV-01 (v1.1) JSON, as a file to upload there. */
export const useDownloadEInvoice = () =>
  useSave((id: number) =>
    downloadFrom(endpoints.invoiceEInvoice, `e-invoice-${id}.json`, { params: { id } }),
  );

/** The A4 credit note. */
export const useDownloadCreditNotePdf = () =>
  useSave((id: number) => downloadFrom(endpoints.creditNotePdf, `credit-note-${id}.pdf`, { params: { id } }));

/** The credit note as INV-01 (v1.1) JSON, document type CRN. */
export const useDownloadCreditNoteEInvoice = () =>
  useSave((id: number) =>
    downloadFrom(endpoints.creditNoteEInvoice, `e-invoice-credit-note-${id}.json`, { params: { id } }),
  );
