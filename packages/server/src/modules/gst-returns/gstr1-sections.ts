import {
  addHeads,
  headsByRate,
  noHeads,
  type ReturnDocument,
  type ReturnLine,
  type TaxHeads,
} from './return-documents';

/** A B2C (Others) row: one per supply type, place of supply and rate, credit notes netted (table 7). */
export type B2csRow = {
  supplyType: 'INTRA' | 'INTER';
  placeOfSupply: { state: string; code: string };
  rateBasisPoints: number;
  heads: TaxHeads;
};

/** An HSN summary row: per HSN, unit and rate, credit notes netted (table 12). */
export type HsnRow = { hsn: string; uqc: 'PCS'; rateBasisPoints: number; quantity: number; heads: TaxHeads };

/** A series of documents issued in the period (table 13): first and last number, count, gaps as cancelled. */
export type DocumentSeries = {
  nature: 1 | 5;
  natureName: 'Invoices for outward supply' | 'Credit Note';
  from: string;
  to: string;
  total: number;
  cancelled: number;
  issued: number;
};

export type Gstr1Sections = {
  b2b: ReturnDocument[];
  b2cl: ReturnDocument[];
  b2cs: B2csRow[];
  cdnr: ReturnDocument[];
  cdnur: ReturnDocument[];
  hsnB2b: HsnRow[];
  hsnB2c: HsnRow[];
  docs: DocumentSeries[];
};

/** The B2C (Large) limit in force on a date, in paise (gst_thresholds' B2C_LARGE rows). */
export type LimitOn = (date: string) => number;

/**
 * An unregistered inter-state invoice above the B2C (Large) limit of its date goes to table 5 (B2CL);
 * its credit notes go to table 9B unregistered (CDNUR, type B2CL). Every other unregistered supply
 * is summed by state and rate in table 7 (B2CS), its credit notes netted there.
 */
const isLarge = (split: ReturnDocument['split'], value: number, date: string, limitOn: LimitOn) =>
  split === 'IGST' && value > limitOn(date);

const b2csKey = (row: Omit<B2csRow, 'heads'>) =>
  `${row.supplyType}|${row.placeOfSupply.code}|${String(row.rateBasisPoints).padStart(6, '0')}`;

const hsnKey = (line: ReturnLine) => `${line.hsn}|PCS|${String(line.rateBasisPoints).padStart(6, '0')}`;

const addHsn = (rows: Map<string, HsnRow>, document: ReturnDocument, sign: number) => {
  for (const line of document.lines) {
    const key = hsnKey(line);
    const row = rows.get(key) ?? {
      hsn: line.hsn,
      uqc: 'PCS' as const,
      rateBasisPoints: line.rateBasisPoints,
      quantity: 0,
      heads: noHeads(),
    };
    row.quantity += sign * line.quantity;
    addHeads(row.heads, line, sign);
    rows.set(key, row);
  }
};

/** Code-unit order: the same on every machine and locale, so files come out byte-identical. */
export const compareText = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

const sortedValues = <T>(map: Map<string, T>): T[] =>
  [...map.entries()].sort(([a], [b]) => compareText(a, b)).map(([, value]) => value);

/** "AK/26-27/0007" -> series "AK/26-27" and sequence 7 (document-numbers.ts writes them so). */
const seriesOf = (number: string) => {
  const cut = number.lastIndexOf('/');
  return { series: number.slice(0, cut), sequence: Number(number.slice(cut + 1)) };
};

const documentSeries = (documents: readonly ReturnDocument[], kind: ReturnDocument['kind']) => {
  const bySeries = new Map<string, { number: string; sequence: number }[]>();
  for (const document of documents.filter((d) => d.kind === kind)) {
    const { series, sequence } = seriesOf(document.number);
    bySeries.set(series, [...(bySeries.get(series) ?? []), { number: document.number, sequence }]);
  }
  return sortedValues(bySeries).map((numbers): DocumentSeries => {
    const sorted = [...numbers].sort((a, b) => a.sequence - b.sequence);
    const first = sorted[0] as (typeof sorted)[0];
    const last = sorted.at(-1) as (typeof sorted)[0];
    const total = last.sequence - first.sequence + 1;
    return {
      nature: kind === 'INVOICE' ? 1 : 5,
      natureName: kind === 'INVOICE' ? 'Invoices for outward supply' : 'Credit Note',
      from: first.number,
      to: last.number,
      total,
      // A number between the first and the last that is not among the documents was deleted with its order.
      cancelled: total - sorted.length,
      issued: sorted.length,
    };
  });
};

/** The period's documents sorted into GSTR-1's tables (paise; the stored figures, only summed). */
export const gstr1Sections = (documents: readonly ReturnDocument[], limitOn: LimitOn): Gstr1Sections => {
  const sections: Gstr1Sections = {
    b2b: [],
    b2cl: [],
    b2cs: [],
    cdnr: [],
    cdnur: [],
    hsnB2b: [],
    hsnB2c: [],
    docs: [],
  };
  const b2cs = new Map<string, B2csRow>();
  const hsnB2b = new Map<string, HsnRow>();
  const hsnB2c = new Map<string, HsnRow>();
  for (const document of documents) {
    const registered = document.recipient.gstin !== null;
    const isNote = document.kind === 'CREDIT_NOTE';
    const sign = isNote ? -1 : 1;
    addHsn(registered ? hsnB2b : hsnB2c, document, sign);
    if (registered) {
      (isNote ? sections.cdnr : sections.b2b).push(document);
      continue;
    }
    const invoice = isNote ? document.invoice : { total: document.total, date: document.date };
    if (invoice && isLarge(document.split, invoice.total, invoice.date, limitOn)) {
      (isNote ? sections.cdnur : sections.b2cl).push(document);
      continue;
    }
    for (const { rateBasisPoints, heads } of headsByRate(document.lines)) {
      const head = {
        supplyType: document.split === 'IGST' ? ('INTER' as const) : ('INTRA' as const),
        placeOfSupply: document.placeOfSupply,
        rateBasisPoints,
      };
      const key = b2csKey(head);
      const row = b2cs.get(key) ?? { ...head, heads: noHeads() };
      addHeads(row.heads, heads, sign);
      b2cs.set(key, row);
    }
  }
  const byRecipient = (a: ReturnDocument, b: ReturnDocument) =>
    compareText(a.recipient.gstin ?? '', b.recipient.gstin ?? '') ||
    compareText(a.date, b.date) ||
    compareText(a.number, b.number);
  sections.b2b.sort(byRecipient);
  sections.cdnr.sort(byRecipient);
  sections.b2cs = sortedValues(b2cs);
  sections.hsnB2b = sortedValues(hsnB2b);
  sections.hsnB2c = sortedValues(hsnB2c);
  sections.docs = [...documentSeries(documents, 'INVOICE'), ...documentSeries(documents, 'CREDIT_NOTE')];
  return sections;
};

/** The sum of documents' tax heads. */
export const headsOf = (documents: readonly ReturnDocument[]): TaxHeads =>
  documents.reduce((sum, document) => addHeads(sum, document), noHeads());
