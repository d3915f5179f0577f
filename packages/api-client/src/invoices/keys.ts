import type { InvoiceListQuery } from '@apparel/contracts';

/** Query keys of invoices and credit notes: invalidating `all` refreshes every list and document. */
export const invoiceKeys = {
  all: ['invoices'] as const,
  lists: () => [...invoiceKeys.all, 'list'] as const,
  list: (query: InvoiceListQuery) => [...invoiceKeys.lists(), query] as const,
  detail: (id: number) => [...invoiceKeys.all, 'detail', id] as const,
  creditNote: (id: number) => [...invoiceKeys.all, 'credit-note', id] as const,
};
