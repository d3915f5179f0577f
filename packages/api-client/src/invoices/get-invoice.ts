import type { Invoice } from '@apparel/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../http';
import { invoiceKeys } from './keys';

/** GET /invoices/{id}: the tax invoice with its lines, HSN summary, totals and e-way bill data. */
export const getInvoice = (id: number, { signal }: { signal?: AbortSignal } = {}) =>
  request<Invoice>(`/invoices/${id}`, { signal });

export const getInvoiceQueryOptions = (id: number) =>
  queryOptions({ queryKey: invoiceKeys.detail(id), queryFn: ({ signal }) => getInvoice(id, { signal }) });

export const useInvoice = (id: number) => useQuery(getInvoiceQueryOptions(id));
