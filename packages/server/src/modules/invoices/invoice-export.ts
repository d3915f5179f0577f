import { Readable } from 'node:stream';
import { formatPaise, INVOICE_EXPORT_COLUMNS, toPaise } from '@apparel/contracts';
import { stringify } from 'csv-stringify';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { queryRows } from '../../db/sql-rows';
import { neutraliseFormula } from '../catalogue/csv-format';
import { monthBounds } from './invoice-list';

const EXPORT_PAGE_INVOICES = 1000;

type RateRow = {
  id: number;
  number: string;
  date: string;
  gstin: string | null;
  receiver: string;
  total: string;
  place: string;
  place_code: string;
  gst_rate: string;
  taxable: string;
  igst: string;
  cgst: string;
  sgst: string;
};

/** DD-MM-YYYY, as GSTR-1 dates read. */
const gstrDate = (date: string) => `${date.slice(8, 10)}-${date.slice(5, 7)}-${date.slice(0, 4)}`;

/** One row per invoice and rate, invoices in date order, a keyset page at a time. */
async function* invoiceRateRows(db: Database, manufacturerId: number, month: string) {
  const [from, to] = monthBounds(month);
  let after = { date: '0001-01-01', id: 0 };
  for (;;) {
    const rows = await queryRows<RateRow>(
      db,
      sql`
      with page as (
        select d.* from tax_documents d
        where d.manufacturer_id = ${manufacturerId} and d.kind = 'INVOICE'
          and d.document_date >= ${from}::date and d.document_date < ${to}::date
          and (d.document_date, d.id) > (${after.date}::date, ${after.id})
        order by d.document_date, d.id limit ${EXPORT_PAGE_INVOICES})
      select p.id, p.number, p.document_date::text as date, p.recipient ->> 'gstin' as gstin,
        p.recipient ->> 'name' as receiver, p.total, p.place_of_supply_state as place,
        p.place_of_supply_code as place_code, l.gst_rate, sum(l.taxable_value) as taxable,
        sum(l.igst) as igst, sum(l.cgst) as cgst, sum(l.sgst) as sgst
      from page p join tax_document_lines l on l.document_id = p.id
      group by p.id, p.number, p.document_date, p.recipient, p.total, p.place_of_supply_state,
        p.place_of_supply_code, l.gst_rate
      order by p.document_date, p.id, l.gst_rate`,
    );
    for (const row of rows)
      yield [
        row.gstin ?? '',
        row.receiver,
        row.number,
        gstrDate(row.date),
        formatPaise(toPaise(row.total)),
        `${row.place_code}-${row.place}`,
        'N',
        formatPaise(toPaise(row.gst_rate)),
        formatPaise(toPaise(row.taxable)),
        formatPaise(toPaise(row.igst)),
        formatPaise(toPaise(row.cgst)),
        formatPaise(toPaise(row.sgst)),
      ].map(neutraliseFormula);
    const last = rows.at(-1);
    const invoices = new Set(rows.map((row) => row.id)).size;
    if (!last || invoices < EXPORT_PAGE_INVOICES) return;
    after = { date: last.date, id: Number(last.id) };
  }
}

/** GET /invoices/export?month: the month's invoices for the accountant, streamed (GSTR-1 style columns). */
export const exportInvoicesCsv = (db: Database, manufacturerId: number, month: string) =>
  Readable.from(invoiceRateRows(db, manufacturerId, month)).pipe(
    stringify({ header: true, columns: [...INVOICE_EXPORT_COLUMNS], bom: true }),
  );
