import { formatPaise, GSTR1_CSV_COLUMNS, type Gstr1Table } from '@apparel/contracts';
import { stringify } from 'csv-stringify/sync';
import { neutraliseFormula } from '../catalogue/csv-format';
import type { Gstr1Sections, HsnRow } from './gstr1-sections';
import { headsByRate, type ReturnDocument } from './return-documents';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** DD-Mon-YYYY ("05-Nov-2026"), as the GST portal's Excel template dates read. */
const templateDate = (date: string) =>
  `${date.slice(8, 10)}-${MONTHS[Number(date.slice(5, 7)) - 1]}-${date.slice(0, 4)}`;

/** "27-Maharashtra": the template's place of supply. */
const place = (p: { code: string; state: string }) => `${p.code}-${p.state}`;
const amount = formatPaise;
const rate = (basisPoints: number) => formatPaise(basisPoints).replace(/\.00$/, '');
/** Names typed by users are text; a leading = + - @ would run as a formula in a spreadsheet. */
const text = neutraliseFormula;

/** One row per document and rate, as the template lists invoices and notes. */
const rateRows = (document: ReturnDocument, row: (rate: string, taxable: string) => string[]) =>
  headsByRate(document.lines).map(({ rateBasisPoints, heads }) =>
    row(rate(rateBasisPoints), amount(heads.taxable)),
  );

const hsnRows = (rows: readonly HsnRow[]) =>
  rows.map((row) => [
    row.hsn,
    '',
    'PCS-PIECES',
    String(row.quantity),
    amount(row.heads.taxable + row.heads.igst + row.heads.cgst + row.heads.sgst),
    rate(row.rateBasisPoints),
    amount(row.heads.taxable),
    amount(row.heads.igst),
    amount(row.heads.cgst),
    amount(row.heads.sgst),
    '0.00',
  ]);

const tableRows = (table: Gstr1Table, sections: Gstr1Sections): string[][] => {
  switch (table) {
    case 'b2b':
      return sections.b2b.flatMap((d) =>
        rateRows(d, (r, taxable) => [
          d.recipient.gstin ?? '',
          text(d.recipient.name),
          d.number,
          templateDate(d.date),
          amount(d.total),
          place(d.placeOfSupply),
          'N',
          '',
          'Regular B2B',
          '',
          r,
          taxable,
          '0.00',
        ]),
      );
    case 'b2cl':
      return sections.b2cl.flatMap((d) =>
        rateRows(d, (r, taxable) => [
          d.number,
          templateDate(d.date),
          amount(d.total),
          place(d.placeOfSupply),
          '',
          r,
          taxable,
          '0.00',
          '',
        ]),
      );
    case 'b2cs':
      return sections.b2cs.map((row) => [
        'OE',
        place(row.placeOfSupply),
        '',
        rate(row.rateBasisPoints),
        amount(row.heads.taxable),
        '0.00',
        '',
      ]);
    case 'cdnr':
      return sections.cdnr.flatMap((d) =>
        rateRows(d, (r, taxable) => [
          d.recipient.gstin ?? '',
          text(d.recipient.name),
          d.number,
          templateDate(d.date),
          'C',
          place(d.placeOfSupply),
          'N',
          'Regular B2B',
          amount(d.total),
          '',
          r,
          taxable,
          '0.00',
        ]),
      );
    case 'cdnur':
      return sections.cdnur.flatMap((d) =>
        rateRows(d, (r, taxable) => [
          'B2CL',
          d.number,
          templateDate(d.date),
          'C',
          place(d.placeOfSupply),
          amount(d.total),
          '',
          r,
          taxable,
          '0.00',
        ]),
      );
    case 'hsn-b2b':
      return hsnRows(sections.hsnB2b);
    case 'hsn-b2c':
      return hsnRows(sections.hsnB2c);
    case 'docs':
      return sections.docs.map((s) => [s.natureName, s.from, s.to, String(s.total), String(s.cancelled)]);
  }
};

/** One GSTR-1 table as CSV: the template's header row, then its rows in the tables' stable order. */
export const gstr1Csv = (table: Gstr1Table, sections: Gstr1Sections): string =>
  stringify([[...GSTR1_CSV_COLUMNS[table]], ...tableRows(table, sections)], { record_delimiter: '\r\n' });
