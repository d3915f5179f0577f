import { taxDocument, taxSplitOf } from '@apparel/contracts';
import type { Database } from '../../db/client';
import type { ConsignmentInvoicing } from '../orders/invoicing';
import { findDocumentRow, invoiceView } from './document-view';
import { issueTaxDocument } from './issue-document';
import { recipientOf, supplierOf } from './tax-parties';

/** Invoices for dispatching: the supplier's and recipient's GST details decide the split (CGST+SGST or IGST). */
export const createConsignmentInvoicing = (db: Database): ConsignmentInvoicing => ({
  async issue(tx, { manufacturerId, orderId, retailerId, dispatchId, date, lines }) {
    const supplier = await supplierOf(tx, manufacturerId);
    const recipient = await recipientOf(tx, retailerId);
    const split = taxSplitOf(supplier.stateCode, recipient.stateCode);
    return issueTaxDocument(tx, {
      kind: 'INVOICE',
      manufacturerId,
      orderId,
      retailerId,
      date,
      supplier,
      recipient,
      split,
      taxed: taxDocument(lines, split),
      dispatchId,
    });
  },
  async read(manufacturerId, invoiceId) {
    const row = await findDocumentRow(db, manufacturerId, invoiceId, 'INVOICE');
    if (!row) throw new Error('The invoice was not found after saving');
    return invoiceView(db, row);
  },
});
