import type { PaymentListQuery, ReceivablesQuery, StatementQuery } from '@apparel/contracts';

/** Query keys of payments: invalidating `all` refreshes every list, payment and open-invoice list. */
export const paymentKeys = {
  all: ['payments'] as const,
  list: (query: PaymentListQuery) => [...paymentKeys.all, 'list', query] as const,
  detail: (id: number) => [...paymentKeys.all, 'detail', id] as const,
  openInvoices: (retailerId: number) => [...paymentKeys.all, 'open-invoices', retailerId] as const,
};

/** Query keys of receivables and statements (money owed changes with every invoice, credit note and payment). */
export const receivableKeys = {
  all: ['receivables'] as const,
  list: (query: ReceivablesQuery) => [...receivableKeys.all, 'list', query] as const,
  statement: (retailerId: number, query: StatementQuery) =>
    [...receivableKeys.all, 'statement', retailerId, query] as const,
  statementLinks: (retailerId: number) => [...receivableKeys.all, 'statement-links', retailerId] as const,
};

/** Query keys of a retailer's credit terms. */
export const creditTermsKeys = {
  all: ['credit-terms'] as const,
  detail: (retailerId: number) => [...creditTermsKeys.all, retailerId] as const,
};
