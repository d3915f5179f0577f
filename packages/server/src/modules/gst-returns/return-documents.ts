import { type GstPeriod, toPaise } from '@apparel/contracts';
import { and, asc, eq, gte, inArray, lt } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { type TaxPartyRecord, taxDocumentLines, taxDocuments } from '../../db/schema';

/** One printed line as the returns sum it: paise and the rate in basis points (5 % = 500). */
export type ReturnLine = {
  hsn: string;
  description: string;
  quantity: number;
  rateBasisPoints: number;
  taxable: number;
  cgst: number;
  sgst: number;
  igst: number;
};

/** The tax heads of a document or of a sum of lines, in paise. */
export type TaxHeads = { taxable: number; cgst: number; sgst: number; igst: number };

/** An issued invoice or credit note of the period, its figures as stored (never recomputed). */
export type ReturnDocument = TaxHeads & {
  id: number;
  kind: 'INVOICE' | 'CREDIT_NOTE';
  number: string;
  /** YYYY-MM-DD. */
  date: string;
  retailerId: number;
  dispatchId: number | null;
  supplier: TaxPartyRecord;
  recipient: TaxPartyRecord;
  placeOfSupply: { state: string; code: string };
  split: 'CGST_SGST' | 'IGST';
  roundOff: number;
  total: number;
  lines: ReturnLine[];
  /** A credit note's invoice (its value decides B2C large or small); null for an invoice. */
  invoice: { number: string; date: string; total: number } | null;
};

const paise = (value: string) => toPaise(value);

/**
 * Every invoice and credit note of a manufacturer dated in the period, in a stable order (kind, date,
 * number), each with its lines in print order: the one read the GSTR-1 tables, the e-way bills and the
 * Tally import share, so they sum the same stored figures the documents print.
 */
export const loadReturnDocuments = async (
  db: Queryable,
  manufacturerId: number,
  period: GstPeriod,
): Promise<ReturnDocument[]> => {
  const rows = await db
    .select()
    .from(taxDocuments)
    .where(
      and(
        eq(taxDocuments.manufacturerId, manufacturerId),
        gte(taxDocuments.documentDate, period.from),
        lt(taxDocuments.documentDate, period.to),
      ),
    )
    .orderBy(asc(taxDocuments.kind), asc(taxDocuments.documentDate), asc(taxDocuments.number));
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const invoiceIds = [...new Set(rows.flatMap((row) => (row.invoiceId ? [row.invoiceId] : [])))];
  const [lines, invoices] = await Promise.all([
    db
      .select()
      .from(taxDocumentLines)
      .where(inArray(taxDocumentLines.documentId, ids))
      .orderBy(asc(taxDocumentLines.documentId), asc(taxDocumentLines.slNo)),
    invoiceIds.length
      ? db
          .select({
            id: taxDocuments.id,
            number: taxDocuments.number,
            date: taxDocuments.documentDate,
            total: taxDocuments.total,
          })
          .from(taxDocuments)
          .where(and(eq(taxDocuments.manufacturerId, manufacturerId), inArray(taxDocuments.id, invoiceIds)))
      : Promise.resolve([]),
  ]);
  const linesOf = new Map<number, ReturnLine[]>();
  for (const line of lines) {
    const list = linesOf.get(line.documentId) ?? [];
    list.push({
      hsn: line.hsn,
      description: line.description,
      quantity: line.quantity,
      rateBasisPoints: paise(line.gstRate),
      taxable: paise(line.taxableValue),
      cgst: paise(line.cgst),
      sgst: paise(line.sgst),
      igst: paise(line.igst),
    });
    linesOf.set(line.documentId, list);
  }
  const invoiceById = new Map(invoices.map((i) => [i.id, i]));
  return rows.map((row) => {
    const invoice = row.invoiceId ? invoiceById.get(row.invoiceId) : undefined;
    return {
      id: row.id,
      kind: row.kind,
      number: row.number,
      date: row.documentDate,
      retailerId: row.retailerId,
      dispatchId: row.dispatchId,
      supplier: row.supplier,
      recipient: row.recipient,
      placeOfSupply: { state: row.placeOfSupplyState, code: row.placeOfSupplyCode },
      split: row.taxSplit,
      taxable: paise(row.taxableValue),
      cgst: paise(row.cgst),
      sgst: paise(row.sgst),
      igst: paise(row.igst),
      roundOff: paise(row.roundOff),
      total: paise(row.total),
      lines: linesOf.get(row.id) ?? [],
      invoice: invoice ? { number: invoice.number, date: invoice.date, total: paise(invoice.total) } : null,
    };
  });
};

/** Sums of tax heads (paise). */
export const addHeads = (into: TaxHeads, from: TaxHeads, sign = 1): TaxHeads => {
  into.taxable += sign * from.taxable;
  into.cgst += sign * from.cgst;
  into.sgst += sign * from.sgst;
  into.igst += sign * from.igst;
  return into;
};

export const noHeads = (): TaxHeads => ({ taxable: 0, cgst: 0, sgst: 0, igst: 0 });

/** A document's lines summed per rate, lowest rate first (GSTR-1 reports invoices rate-wise). */
export const headsByRate = (lines: readonly ReturnLine[]): { rateBasisPoints: number; heads: TaxHeads }[] => {
  const byRate = new Map<number, TaxHeads>();
  for (const line of lines)
    addHeads(byRate.get(line.rateBasisPoints) ?? setNew(byRate, line.rateBasisPoints), line);
  return [...byRate.entries()]
    .sort(([a], [b]) => a - b)
    .map(([rateBasisPoints, heads]) => ({ rateBasisPoints, heads }));
};

const setNew = (map: Map<number, TaxHeads>, key: number): TaxHeads => {
  const heads = noHeads();
  map.set(key, heads);
  return heads;
};
