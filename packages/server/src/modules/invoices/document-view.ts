import {
  type CreditNote,
  type EWayBill,
  type HsnSummaryRow,
  type Invoice,
  paiseToRupees,
  rupeesInWords,
  type TaxLine,
  toPaise,
} from '@apparel/contracts';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { rupees } from '../../db/numeric';
import { dispatches, taxDocumentLines, taxDocuments } from '../../db/schema';
import { invoiceBalances, paymentStatusOf } from '../credit/money-owed';
import { gstThresholdOn } from '../tax-rates/tax-rate-service';
import { returnedQuantities } from './returned-quantities';

type DocumentRow = typeof taxDocuments.$inferSelect;
type LineRow = typeof taxDocumentLines.$inferSelect;

/** One tax document of this manufacturer (any kind), or undefined. */
export const findDocumentRow = async (
  db: Queryable,
  manufacturerId: number,
  id: number,
  kind: DocumentRow['kind'],
): Promise<DocumentRow | undefined> => {
  const [row] = await db
    .select()
    .from(taxDocuments)
    .where(
      and(
        eq(taxDocuments.id, id),
        eq(taxDocuments.manufacturerId, manufacturerId),
        eq(taxDocuments.kind, kind),
      ),
    );
  return row;
};

export const documentLines = (db: Queryable, documentId: number): Promise<LineRow[]> =>
  db
    .select()
    .from(taxDocumentLines)
    .where(eq(taxDocumentLines.documentId, documentId))
    .orderBy(asc(taxDocumentLines.slNo));

const toLine = (line: LineRow): TaxLine => ({
  itemId: line.orderItemId,
  slNo: line.slNo,
  description: line.description,
  hsn: line.hsn,
  quantity: line.quantity,
  unit: 'PCS',
  unitPrice: rupees(line.unitPrice),
  discount: rupees(line.discount),
  taxableValue: rupees(line.taxableValue),
  gstRate: Number(line.gstRate),
  cgst: rupees(line.cgst),
  sgst: rupees(line.sgst),
  igst: rupees(line.igst),
  total: rupees(line.total),
});

/** Per HSN and rate: the sums of the printed line figures (paise, so no float creeps in). */
export const hsnSummary = (lines: readonly LineRow[]): HsnSummaryRow[] => {
  const groups = new Map<string, { hsn: string; rate: string; qty: number; sums: number[] }>();
  for (const line of lines) {
    const key = `${line.hsn}|${line.gstRate}`;
    const group = groups.get(key) ?? { hsn: line.hsn, rate: line.gstRate, qty: 0, sums: [0, 0, 0, 0] };
    group.qty += line.quantity;
    [line.taxableValue, line.cgst, line.sgst, line.igst].forEach((v, i) => {
      group.sums[i] = (group.sums[i] ?? 0) + toPaise(v);
    });
    groups.set(key, group);
  }
  return [...groups.values()].map(
    ({ hsn, rate, qty, sums: [taxable = 0, cgst = 0, sgst = 0, igst = 0] }) => ({
      hsn,
      gstRate: Number(rate),
      quantity: qty,
      taxableValue: paiseToRupees(taxable),
      cgst: paiseToRupees(cgst),
      sgst: paiseToRupees(sgst),
      igst: paiseToRupees(igst),
    }),
  );
};

/** The fields an invoice and a credit note share. */
export const documentBody = (row: DocumentRow, lines: readonly LineRow[]) => ({
  id: row.id,
  number: row.number,
  date: row.documentDate,
  orderId: row.orderId,
  supplier: row.supplier,
  recipient: row.recipient,
  placeOfSupply: { state: row.placeOfSupplyState, stateCode: row.placeOfSupplyCode },
  taxSplit: row.taxSplit,
  reverseCharge: 'No' as const,
  lines: lines.map(toLine),
  hsnSummary: hsnSummary(lines),
  taxableValue: rupees(row.taxableValue),
  cgst: rupees(row.cgst),
  sgst: rupees(row.sgst),
  igst: rupees(row.igst),
  roundOff: rupees(row.roundOff),
  total: rupees(row.total),
  totalInWords: rupeesInWords(toPaise(row.total)),
});

type Consignment = typeof dispatches.$inferSelect;

/** e-way bill: needed when the consignment's value (with tax) exceeds the threshold in force that day. */
const eWayBillOf = async (
  db: Queryable,
  row: DocumentRow,
  lines: readonly LineRow[],
  consignment: Consignment,
): Promise<EWayBill> => {
  const threshold = (await gstThresholdOn(db, 'E_WAY_BILL', row.documentDate)) ?? 0;
  const value = toPaise(row.total);
  const required = threshold > 0 && value > threshold;
  return {
    required,
    threshold: paiseToRupees(threshold),
    consignmentValue: paiseToRupees(value),
    partA: required
      ? {
          supplierGstin: row.supplier.gstin ?? 'URP',
          recipientGstin: row.recipient.gstin ?? 'URP',
          placeOfDelivery: `${row.recipient.city}, ${row.recipient.state}`,
          documentType: 'Tax Invoice',
          documentNumber: row.number,
          documentDate: row.documentDate,
          valueOfGoods: paiseToRupees(value),
          hsnCodes: [...new Set(lines.map((line) => line.hsn))],
          reasonForTransportation: 'Supply',
          transporter: consignment.transporter,
          transportDocumentNumber: consignment.lrNumber,
          transportDocumentDate: consignment.dispatchDate,
          vehicleNumber: consignment.vehicleNumber,
        }
      : null,
  };
};

/** What the invoice still owes on `today` (product.md §16): due date, amount due, payment status. */
const moneyOwedOf = async (db: Queryable, row: DocumentRow, today: string) => {
  const [balance] = await invoiceBalances(db, sql`d.id = ${row.id}`);
  if (!balance) throw new Error(`Invoice ${row.id} is gone`);
  return {
    dueDate: balance.dueDate,
    amountDue: paiseToRupees(balance.duePaise),
    paymentStatus: paymentStatusOf(balance, today),
    credited: paiseToRupees(balance.creditedPaise),
    paid: paiseToRupees(balance.paidPaise),
  };
};

/** GET /invoices/{id}: the stored invoice with its transport, e-way bill, credit notes and what it owes on `today`. */
export const invoiceView = async (db: Queryable, row: DocumentRow, today: string): Promise<Invoice> => {
  const [lines, [consignment], notes, returned, owed] = await Promise.all([
    documentLines(db, row.id),
    db
      .select()
      .from(dispatches)
      .where(eq(dispatches.id, row.dispatchId ?? 0)),
    db
      .select({
        id: taxDocuments.id,
        number: taxDocuments.number,
        date: taxDocuments.documentDate,
        total: taxDocuments.total,
      })
      .from(taxDocuments)
      .where(eq(taxDocuments.invoiceId, row.id))
      .orderBy(asc(taxDocuments.id)),
    returnedQuantities(db, row.id),
    moneyOwedOf(db, row, today),
  ]);
  if (!consignment) throw new Error(`Invoice ${row.id} has no dispatch`);
  return {
    ...documentBody(row, lines),
    dispatchId: consignment.id,
    transport: {
      transporter: consignment.transporter,
      lrNumber: consignment.lrNumber,
      vehicleNumber: consignment.vehicleNumber,
    },
    eWayBill: await eWayBillOf(db, row, lines, consignment),
    creditNotes: notes.map((n) => ({
      id: n.id,
      number: n.number,
      date: n.date,
      total: rupees(n.total),
      invoiceId: row.id,
    })),
    returned: lines.map((line) => ({
      itemId: line.orderItemId,
      quantity: returned.get(line.orderItemId) ?? 0,
    })),
    ...owed,
  };
};

/** GET /credit-notes/{id}: the stored credit note and the invoice it reduces. */
export const creditNoteView = async (db: Queryable, row: DocumentRow): Promise<CreditNote> => {
  const [lines, [invoice]] = await Promise.all([
    documentLines(db, row.id),
    db
      .select({
        id: taxDocuments.id,
        number: taxDocuments.number,
        date: taxDocuments.documentDate,
        total: taxDocuments.total,
      })
      .from(taxDocuments)
      .where(eq(taxDocuments.id, row.invoiceId ?? 0)),
  ]);
  if (!invoice) throw new Error(`Credit note ${row.id} has no invoice`);
  return {
    ...documentBody(row, lines),
    invoice: { id: invoice.id, number: invoice.number, date: invoice.date, total: rupees(invoice.total) },
    restock: row.restock ?? false,
  };
};
