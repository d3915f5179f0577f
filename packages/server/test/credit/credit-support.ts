import { sql } from 'drizzle-orm';
import type { App } from '../../src/app';
import type { Database } from '../../src/db/client';
import { dispatches, orders, taxDocuments } from '../../src/db/schema';
import { invoicingSetup } from '../dispatch/dispatch-support';
import { callApi } from '../support/fixtures';

const PARTY = {
  name: 'Party',
  address: '1 Road',
  city: 'Bengaluru',
  state: 'Karnataka',
  stateCode: '29',
  pinCode: '560001',
  gstin: null,
};

let serial = 0;

/**
 * An invoice of `total` rupees straight in the database (dated `date`, due `dueDate`), with the order
 * it bills: exact amounts for the ledger's rules without the GST arithmetic of a dispatch.
 */
export const storedInvoice = async (
  db: Database,
  {
    manufacturerId,
    retailerId,
    total,
    date,
    dueDate,
  }: {
    manufacturerId: number;
    retailerId: number;
    total: number;
    date: string;
    dueDate: string;
  },
) => {
  serial += 1;
  const [order] = await db
    .insert(orders)
    .values({ manufacturerId, retailerId, status: 'DISPATCHED', totalAmount: total.toFixed(2) })
    .returning({ id: orders.id });
  if (!order) throw new Error('no order');
  const [dispatch] = await db
    .insert(dispatches)
    .values({
      manufacturerId,
      orderId: order.id,
      dispatchDate: date,
      transporter: 'Test Roadways',
      lrNumber: '',
      vehicleNumber: '',
    })
    .returning({ id: dispatches.id });
  const [invoice] = await db
    .insert(taxDocuments)
    .values({
      manufacturerId,
      kind: 'INVOICE',
      orderId: order.id,
      retailerId,
      dispatchId: dispatch?.id ?? null,
      number: `T/${serial}`,
      documentDate: date,
      dueDate,
      supplier: PARTY,
      recipient: PARTY,
      placeOfSupplyState: 'Karnataka',
      placeOfSupplyCode: '29',
      taxSplit: 'CGST_SGST',
      taxableValue: total.toFixed(2),
      cgst: '0',
      sgst: '0',
      igst: '0',
      roundOff: '0',
      total: total.toFixed(2),
    })
    .returning({ id: taxDocuments.id, number: taxDocuments.number });
  if (!invoice) throw new Error('no invoice');
  return { ...invoice, orderId: order.id };
};

/** A credit note of `total` rupees against an invoice, straight in the database. */
export const storedCreditNote = async (
  db: Database,
  invoice: { id: number; orderId: number },
  {
    manufacturerId,
    retailerId,
    total,
    date,
  }: { manufacturerId: number; retailerId: number; total: number; date: string },
) => {
  serial += 1;
  await db.insert(taxDocuments).values({
    manufacturerId,
    kind: 'CREDIT_NOTE',
    orderId: invoice.orderId,
    retailerId,
    invoiceId: invoice.id,
    number: `C/${serial}`,
    documentDate: date,
    supplier: PARTY,
    recipient: PARTY,
    placeOfSupplyState: 'Karnataka',
    placeOfSupplyCode: '29',
    taxSplit: 'CGST_SGST',
    taxableValue: total.toFixed(2),
    cgst: '0',
    sgst: '0',
    igst: '0',
    roundOff: '0',
    total: total.toFixed(2),
  });
};

/** A manufacturer ready to invoice (dispatch-support's) with helpers for the credit API. */
export const creditSetup = async (app: App, db: Database) => {
  const s = await invoicingSetup(app, db);
  const api = (method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, body?: unknown) =>
    callApi(app, { method, url, token: s.token, body });
  const setTerms = (retailerId: number, terms: Record<string, unknown>) =>
    api('PUT', `/api/manufacturer/retailers/${retailerId}/terms`, {
      paymentDays: 0,
      creditLimit: null,
      overdueTolerance: 0,
      minOrderValue: null,
      ...terms,
    });
  const pay = (body: Record<string, unknown>) =>
    api('POST', '/api/payments', { date: '2025-06-02', mode: 'UPI', reference: 'UTR1', ...body });
  const invoice = (id: number) => api('GET', `/api/invoices/${id}`);
  return { ...s, api, setTerms, pay, invoice };
};
export type CreditSetup = Awaited<ReturnType<typeof creditSetup>>;

/** What an invoice owes, read from the ledger (rupees). */
export const amountDueOf = async (db: Database, invoiceId: number): Promise<number> => {
  const { rows } = (await db.execute(
    sql`select d.total - coalesce((select sum(c.total) from tax_documents c where c.invoice_id = d.id), 0)
      - coalesce((select sum(a.amount) from payment_allocations a where a.invoice_id = d.id
        and not exists (select 1 from payment_reversals r where r.payment_id = a.payment_id)), 0) as due
      from tax_documents d where d.id = ${invoiceId}`,
  )) as unknown as { rows: { due: string }[] };
  return Number(rows[0]?.due);
};
