import { taxDocument, taxSplitOf, todayInIndia } from '@apparel/contracts';
import { type Clock, systemClock } from '../../clock';
import type { Database } from '../../db/client';
import { addDays, applyAdvanceTo, linkTermsOf } from '../credit/money-owed';
import type { ConsignmentInvoicing } from '../orders/invoicing';
import { findDocumentRow, invoiceView } from './document-view';
import { issueTaxDocument } from './issue-document';
import { recipientOf, supplierOf } from './tax-parties';

/**
 * Invoices for dispatching: the supplier's and recipient's GST details decide the split (CGST+SGST or
 * IGST); the due date is the date plus the link's payment days then in force, and the retailer's
 * advance settles what it can at once (product.md §16), in the retailer's link lock.
 */
export const createConsignmentInvoicing = (
  db: Database,
  clock: Clock = systemClock,
): ConsignmentInvoicing => ({
  async issue(tx, { manufacturerId, orderId, retailerId, dispatchId, date, lines }) {
    const supplier = await supplierOf(tx, manufacturerId);
    const recipient = await recipientOf(tx, retailerId);
    const split = taxSplitOf(supplier.stateCode, recipient.stateCode);
    const terms = await linkTermsOf(tx, manufacturerId, retailerId, 'update');
    const taxed = taxDocument(lines, split);
    const invoice = await issueTaxDocument(tx, {
      kind: 'INVOICE',
      manufacturerId,
      orderId,
      retailerId,
      date,
      supplier,
      recipient,
      split,
      taxed,
      dispatchId,
      dueDate: addDays(date, terms.paymentDays),
    });
    await applyAdvanceTo(tx, manufacturerId, retailerId, invoice.id, taxed.totalPaise);
    return invoice;
  },
  async read(manufacturerId, invoiceId) {
    const row = await findDocumentRow(db, manufacturerId, invoiceId, 'INVOICE');
    if (!row) throw new Error('The invoice was not found after saving');
    return invoiceView(db, row, todayInIndia(clock()));
  },
});
