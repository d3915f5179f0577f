import {
  INVOICES_PAGE_SIZE,
  type InvoiceListQuery,
  type InvoicePage,
  invoiceListQuerySchema,
} from '@apparel/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { rupees } from '../../db/numeric';
import { queryRows } from '../../db/sql-rows';

type ListQuery = ReturnType<typeof invoiceListQuerySchema.parse>;

/** First day of a YYYY-MM month and of the next one. */
export const monthBounds = (month: string): [string, string] => {
  const [year, m] = month.split('-').map(Number) as [number, number];
  const next = m === 12 ? `${year + 1}-01` : `${year}-${String(m + 1).padStart(2, '0')}`;
  return [`${month}-01`, `${next}-01`];
};

/**
 * The SQL of one page of GET /invoices: newest invoice date first (tax_documents_list_idx, or
 * tax_documents_retailer_list_idx with a retailer), one row more than the page to tell whether a next
 * page exists. Shared with the benchmark's bare twin.
 */
export const invoicePageSql = (manufacturerId: number, query: ListQuery): SQL => {
  const filters: SQL[] = [sql`d.manufacturer_id = ${manufacturerId}`, sql`d.kind = 'INVOICE'`];
  if (query.retailerId) filters.push(sql`d.retailer_id = ${query.retailerId}`);
  if (query.month) {
    const [from, to] = monthBounds(query.month);
    filters.push(sql`d.document_date >= ${from}::date and d.document_date < ${to}::date`);
  }
  return sql`
    select d.id, d.number, d.document_date::text as date, d.order_id, d.retailer_id,
      d.recipient ->> 'name' as retailer_name, d.taxable_value, d.cgst + d.sgst + d.igst as tax, d.total
    from tax_documents d
    where ${sql.join(filters, sql` and `)}
    order by d.document_date desc, d.id desc
    limit ${INVOICES_PAGE_SIZE + 1} offset ${(query.page - 1) * INVOICES_PAGE_SIZE}`;
};

type InvoiceRow = {
  id: number;
  number: string;
  date: string;
  order_id: number;
  retailer_id: number;
  retailer_name: string;
  taxable_value: string;
  tax: string;
  total: string;
};

export const listInvoices = async (
  db: Queryable,
  manufacturerId: number,
  input: InvoiceListQuery,
): Promise<InvoicePage> => {
  const query = invoiceListQuerySchema.parse(input);
  const rows = await queryRows<InvoiceRow>(db, invoicePageSql(manufacturerId, query));
  return {
    invoices: rows.slice(0, INVOICES_PAGE_SIZE).map((row) => ({
      id: Number(row.id),
      number: row.number,
      date: row.date,
      orderId: Number(row.order_id),
      retailer: { id: Number(row.retailer_id), name: row.retailer_name },
      taxableValue: rupees(row.taxable_value),
      tax: rupees(row.tax),
      total: rupees(row.total),
    })),
    page: query.page,
    pageSize: INVOICES_PAGE_SIZE,
    hasNext: rows.length > INVOICES_PAGE_SIZE,
  };
};
