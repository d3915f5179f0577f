import { paiseToRupees } from '@apparel/contracts';
import type { Gstr1Sections, HsnRow } from './gstr1-sections';
import { headsByRate, type ReturnDocument, type TaxHeads } from './return-documents';

/** The GST portal's offline tool version the file says it follows. */
export const GSTR1_JSON_VERSION = 'GST3.2.1';

const money = paiseToRupees;
const rate = (basisPoints: number) => basisPoints / 100;
/** DD-MM-YYYY, as GSTR-1's JSON dates read. */
export const gstr1Date = (date: string) => `${date.slice(8, 10)}-${date.slice(5, 7)}-${date.slice(0, 4)}`;

/** The tax amounts of a supply: IGST across states, CGST and SGST within one (cess is never charged). */
const taxAmounts = (heads: TaxHeads, split: 'IGST' | 'CGST_SGST', sign = 1) =>
  split === 'IGST'
    ? { iamt: money(sign * heads.igst), csamt: 0 }
    : { camt: money(sign * heads.cgst), samt: money(sign * heads.sgst), csamt: 0 };

/** A document's rate-wise items: `{ num, itm_det: { txval, rt, iamt | camt + samt, csamt } }`. */
const items = (document: ReturnDocument) =>
  headsByRate(document.lines).map(({ rateBasisPoints, heads }, index) => ({
    num: index + 1,
    itm_det: {
      txval: money(heads.taxable),
      rt: rate(rateBasisPoints),
      ...taxAmounts(heads, document.split),
    },
  }));

/** Groups documents (already sorted by recipient) under their recipient GSTIN: `[{ ctin, [key]: [...] }]`. */
const byRecipient = <T>(
  documents: readonly ReturnDocument[],
  key: 'inv' | 'nt',
  entry: (d: ReturnDocument) => T,
) => {
  const groups: { ctin: string; entries: T[] }[] = [];
  for (const document of documents) {
    const ctin = document.recipient.gstin ?? '';
    const last = groups.at(-1);
    if (last?.ctin === ctin) last.entries.push(entry(document));
    else groups.push({ ctin, entries: [entry(document)] });
  }
  return groups.map((group) => ({ ctin: group.ctin, [key]: group.entries }));
};

const hsnEntries = (rows: readonly HsnRow[]) =>
  rows.map((row, index) => ({
    num: index + 1,
    hsn_sc: row.hsn,
    uqc: row.uqc,
    qty: row.quantity,
    rt: rate(row.rateBasisPoints),
    txval: money(row.heads.taxable),
    iamt: money(row.heads.igst),
    camt: money(row.heads.cgst),
    samt: money(row.heads.sgst),
    csamt: 0,
  }));

/**
 * GSTR-1 as the GST portal's offline tool imports it: `gstin`, `fp` (MMYYYY) and every table this
 * product fills, empty when nothing applies. Field names follow the portal's JSON (as ERPNext's India
 * Compliance writes them); credit note amounts are unsigned with `ntty` "C".
 */
export const gstr1Json = (gstin: string, fp: string, sections: Gstr1Sections) => ({
  gstin,
  fp,
  version: GSTR1_JSON_VERSION,
  hash: 'hash',
  b2b: byRecipient(sections.b2b, 'inv', (invoice) => ({
    inum: invoice.number,
    idt: gstr1Date(invoice.date),
    val: money(invoice.total),
    pos: invoice.placeOfSupply.code,
    rchrg: 'N',
    inv_typ: 'R',
    itms: items(invoice),
  })),
  b2cl: groupByPlace(sections.b2cl).map(({ pos, documents }) => ({
    pos,
    inv: documents.map((invoice) => ({
      inum: invoice.number,
      idt: gstr1Date(invoice.date),
      val: money(invoice.total),
      itms: items(invoice),
    })),
  })),
  b2cs: sections.b2cs.map((row) => ({
    sply_ty: row.supplyType,
    pos: row.placeOfSupply.code,
    typ: 'OE',
    rt: rate(row.rateBasisPoints),
    txval: money(row.heads.taxable),
    ...taxAmounts(row.heads, row.supplyType === 'INTER' ? 'IGST' : 'CGST_SGST'),
  })),
  cdnr: byRecipient(sections.cdnr, 'nt', (note) => ({
    ntty: 'C',
    nt_num: note.number,
    nt_dt: gstr1Date(note.date),
    pos: note.placeOfSupply.code,
    rchrg: 'N',
    inv_typ: 'R',
    val: money(note.total),
    itms: items(note),
  })),
  cdnur: sections.cdnur.map((note) => ({
    typ: 'B2CL',
    ntty: 'C',
    nt_num: note.number,
    nt_dt: gstr1Date(note.date),
    pos: note.placeOfSupply.code,
    val: money(note.total),
    itms: items(note),
  })),
  // The portal asks the HSN summary split into B2B and B2C since May 2025 (before any invoice here).
  hsn: { hsn_b2b: hsnEntries(sections.hsnB2b), hsn_b2c: hsnEntries(sections.hsnB2c) },
  doc_issue: {
    doc_det: [1, 5].flatMap((nature) => {
      const series = sections.docs.filter((s) => s.nature === nature);
      if (series.length === 0) return [];
      return [
        {
          doc_num: nature,
          doc_typ: series[0]?.natureName,
          docs: series.map((s, index) => ({
            num: index + 1,
            from: s.from,
            to: s.to,
            totnum: s.total,
            cancel: s.cancelled,
            net_issue: s.issued,
          })),
        },
      ];
    }),
  },
});

/** B2CL invoices grouped by place of supply (state code order, then date and number). */
const groupByPlace = (documents: readonly ReturnDocument[]) => {
  const groups = new Map<string, ReturnDocument[]>();
  for (const document of documents)
    groups.set(document.placeOfSupply.code, [...(groups.get(document.placeOfSupply.code) ?? []), document]);
  return [...groups.keys()].sort().map((pos) => ({ pos, documents: groups.get(pos) ?? [] }));
};

export type Gstr1Json = ReturnType<typeof gstr1Json>;
