import { formatPaise, type TaxedDocument, type TaxSplit } from '@apparel/contracts';
import type { Transaction } from '../../db/client';
import { insertRowsAsJson } from '../../db/json-rows';
import { type TaxPartyRecord, taxDocumentLines, taxDocuments } from '../../db/schema';
import { type DocumentSeries, nextDocumentNumber } from './document-numbers';

export type DocumentToIssue = {
  kind: DocumentSeries;
  manufacturerId: number;
  orderId: number;
  retailerId: number;
  date: string;
  supplier: TaxPartyRecord;
  recipient: TaxPartyRecord;
  split: TaxSplit;
  taxed: TaxedDocument;
  dispatchId?: number;
  invoiceId?: number;
  restock?: boolean;
  /** An invoice's due date (product.md §16). */
  dueDate?: string;
};

const money = formatPaise;
const rate = (basisPoints: number) => formatPaise(basisPoints);

/** Numbers and stores an invoice or credit note with its printed lines, in the caller's transaction. */
export const issueTaxDocument = async (
  tx: Transaction,
  doc: DocumentToIssue,
): Promise<{ id: number; number: string }> => {
  const number = await nextDocumentNumber(tx, doc.manufacturerId, doc.kind, doc.date);
  const { taxed } = doc;
  const [row] = await tx
    .insert(taxDocuments)
    .values({
      manufacturerId: doc.manufacturerId,
      kind: doc.kind,
      orderId: doc.orderId,
      retailerId: doc.retailerId,
      dispatchId: doc.dispatchId ?? null,
      invoiceId: doc.invoiceId ?? null,
      number,
      documentDate: doc.date,
      supplier: doc.supplier,
      recipient: doc.recipient,
      placeOfSupplyState: doc.recipient.state,
      placeOfSupplyCode: doc.recipient.stateCode,
      taxSplit: doc.split,
      taxableValue: money(taxed.taxablePaise),
      cgst: money(taxed.cgst),
      sgst: money(taxed.sgst),
      igst: money(taxed.igst),
      roundOff: money(taxed.roundOff),
      total: money(taxed.totalPaise),
      restock: doc.restock ?? null,
      dueDate: doc.dueDate ?? null,
    })
    .returning({ id: taxDocuments.id });
  if (!row) throw new Error('The tax document was not stored');
  await insertRowsAsJson(
    tx,
    taxDocumentLines,
    taxed.lines.map((line, index) => ({
      documentId: row.id,
      slNo: index + 1,
      orderItemId: line.itemId,
      description: line.description,
      hsn: line.hsn,
      quantity: line.quantity,
      unitPrice: money(line.grossUnitPaise),
      discount: money(line.discountPaise),
      taxableValue: money(line.taxablePaise),
      gstRate: rate(line.rateBasisPoints),
      cgst: money(line.cgst),
      sgst: money(line.sgst),
      igst: money(line.igst),
      total: money(line.totalPaise),
    })),
  );
  return { id: row.id, number };
};
