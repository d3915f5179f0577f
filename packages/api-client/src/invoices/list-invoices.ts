import type { InvoiceListQuery, InvoicePage } from '@apparel/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../http';
import { invoiceKeys } from './keys';

/** GET /invoices: one page, newest first (`month` YYYY-MM, `retailerId`, `page`). */
export const listInvoices = (query: InvoiceListQuery = {}, { signal }: { signal?: AbortSignal } = {}) =>
  request<InvoicePage>('/invoices', { query: { ...query }, signal });

export const listInvoicesQueryOptions = (query: InvoiceListQuery = {}) =>
  queryOptions({
    queryKey: invoiceKeys.list(query),
    queryFn: ({ signal }) => listInvoices(query, { signal }),
  });

/** The last page stays on screen while the next loads. */
export const useInvoices = (query: InvoiceListQuery = {}) =>
  useQuery({ ...listInvoicesQueryOptions(query), placeholderData: keepPreviousData });
