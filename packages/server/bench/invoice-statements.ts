/**
 * The SQL the server runs for a page of GET /invoices, taken from the server's own query builder so the
 * benchmark's bare twin and its EXPLAIN use exactly the same statement; and the 100,000-invoice load.
 */
import { invoiceListQuerySchema } from '@apparel/contracts';
import { PgDialect } from 'drizzle-orm/pg-core';
import type pg from 'pg';
import { invoicePageSql } from '../src/modules/invoices/invoice-list';
import type { Statement } from './search-statements';

const dialect = new PgDialect();

export const invoiceListSql = (manufacturerId: number, query: Record<string, string>) => {
  const parsed = invoiceListQuerySchema.parse(query);
  return { query: parsed, page: dialect.sqlToQuery(invoicePageSql(manufacturerId, parsed)) as Statement };
};

/**
 * `count` invoices (and their dispatches) of the demo manufacturer over the last 400 days, on its
 * accepted demo orders, in two insert-selects; then ANALYZE.
 */
export const growInvoices = async (pool: pg.Pool, manufacturerId: number, count: number) => {
  const started = performance.now();
  await pool.query(
    `insert into dispatches (manufacturer_id, order_id, dispatch_date, transporter, lr_number, vehicle_number)
     select $1, o.id, current_date - (g % 400), 'Bench Transport', 'LR-' || g, 'MH01AB1234'
     from generate_series(1, $2::int) g
     cross join lateral (select id from orders where manufacturer_id = $1 order by id offset (g % 400) limit 1) o`,
    [manufacturerId, count],
  );
  await pool.query(
    `insert into tax_documents (manufacturer_id, kind, order_id, retailer_id, dispatch_id, number, document_date,
       supplier, recipient, place_of_supply_state, place_of_supply_code, tax_split, taxable_value, cgst, sgst, igst,
       round_off, total)
     select d.manufacturer_id, 'INVOICE', d.order_id, o.retailer_id, d.id, 'B/' || d.id, d.dispatch_date,
       '{"name":"Demo Apparel Co","address":"12 Textile Market Road","city":"Mumbai","state":"Maharashtra","stateCode":"27","pinCode":"400002","gstin":"27AABCD1234E1Z8"}'::jsonb,
       jsonb_build_object('name', r.name, 'address', r.address, 'city', r.city, 'state', r.state, 'stateCode', '27', 'pinCode', null, 'gstin', r.gstin),
       r.state, '27', 'CGST_SGST', 1000.00 + d.id % 900, 25.00, 25.00, 0, 0, 1050.00 + d.id % 900
     from dispatches d join orders o on o.id = d.order_id join retailers r on r.id = o.retailer_id
     where d.manufacturer_id = $1 and d.transporter = 'Bench Transport'`,
    [manufacturerId],
  );
  await pool.query('analyze dispatches');
  await pool.query('analyze tax_documents');
  return (performance.now() - started) / 1000;
};
