import type { Invoice, TaxLineInput } from '@apparel/contracts';
import type { Transaction } from '../../db/client';

/** A consignment to invoice: what was sent, to whom, on which date. */
export type ConsignmentToInvoice = {
  manufacturerId: number;
  orderId: number;
  retailerId: number;
  dispatchId: number;
  date: string;
  lines: readonly TaxLineInput[];
};

/**
 * What dispatching needs of invoicing: the tax invoice of a consignment, issued in the dispatch's
 * transaction, and read back as GET /invoices/{id} answers it. modules/invoices implements it and the
 * app passes it in, so the orders area never imports invoices (invoices depend on orders, not the reverse).
 */
export interface ConsignmentInvoicing {
  issue(tx: Transaction, consignment: ConsignmentToInvoice): Promise<{ id: number; number: string }>;
  read(manufacturerId: number, invoiceId: number): Promise<Invoice>;
}
