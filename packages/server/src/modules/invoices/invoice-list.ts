import {
  INVOICES_PAGE_SIZE,
  type InvoiceListQuery,
  type InvoicePage,
  invoiceListQuerySchema,
  paiseToRupees,
  toPaise,
} from '@apparel/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { rupees } from '../../db/numeric';
import { queryRows } from '../../db/sql-rows';
import { invoiceBalancesSql, paymentStatusOf } from '../credit/money-owed';

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
/** The paymentStatus filter on the balance columns (`b`) as paymentStatusOf decides it. */
const paymentStatusFilter = (status: NonNullable<ListQuery['paymentStatus']>, today: string): SQL => {
  const due = sql`greatest(b.total - b.credited - b.paid, 0)`;
  switch (status) {
    case 'PAID':
      return sql`${due} = 0`;
    case 'OVERDUE':
      return sql`${due} > 0 and b.due_date::date < ${today}::date`;
    case 'PARTLY_PAID':
      return sql`${due} > 0 and b.due_date::date >= ${today}::date and b.paid > 0`;
    case 'UNPAID':
      return sql`${due} > 0 and b.due_date::date >= ${today}::date and b.paid <= 0`;
  }
};

export const invoicePageSql = (manufacturerId: number, query: ListQuery, today?: string): SQL => {
  const filters: SQL[] = [sql`d.manufacturer_id = ${manufacturerId}`, sql`d.kind = 'INVOICE'`];
  if (query.retailerId) filters.push(sql`d.retailer_id = ${query.retailerId}`);
  if (query.month) {
    const [from, to] = monthBounds(query.month);
    filters.push(sql`d.document_date >= ${from}::date and d.document_date < ${to}::date`);
  }
  const page = sql`
    select d.id, d.number, d.document_date::text as date, d.order_id, d.retailer_id,
      d.recipient ->> 'name' as retailer_name, d.taxable_value, d.cgst + d.sgst + d.igst as tax, d.total
    from tax_documents d
    where ${sql.join(filters, sql` and `)}
    order by d.document_date desc, d.id desc
    limit ${INVOICES_PAGE_SIZE + 1} offset ${(query.page - 1) * INVOICES_PAGE_SIZE}`;
  if (today === undefined) return page;
  // What each invoice owes (product.md §16); with a paymentStatus filter the page is of the filtered rows.
  if (!query.paymentStatus)
    return sql`select p.*, b.due_date, b.credited, b.paid
      from (${page}) p join (${invoiceBalancesSql(sql`d.id in (select id from (${page}) q)`)}) b on b.id = p.id
      order by p.date desc, p.id desc`;
  return sql`
    select d.id, d.number, d.document_date::text as date, d.order_id, d.retailer_id,
      d.recipient ->> 'name' as retailer_name, d.taxable_value, d.cgst + d.sgst + d.igst as tax, d.total,
      b.due_date, b.credited, b.paid
    from tax_documents d join (${invoiceBalancesSql(sql`d.manufacturer_id = ${manufacturerId}`)}) b on b.id = d.id
    where ${sql.join(filters, sql` and `)} and ${paymentStatusFilter(query.paymentStatus, today)}
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
  due_date: string;
  credited: string;
  paid: string;
};

const owedOf = (row: InvoiceRow, today: string) => {
  const totalPaise = toPaise(row.total);
  const creditedPaise = toPaise(row.credited);
  const paidPaise = toPaise(row.paid);
  const duePaise = Math.max(0, totalPaise - creditedPaise - paidPaise);
  const balance = { dueDate: row.due_date, duePaise, paidPaise };
  return {
    dueDate: row.due_date,
    amountDue: paiseToRupees(duePaise),
    paymentStatus: paymentStatusOf(balance, today),
  };
};

export const listInvoices = async (
  db: Queryable,
  manufacturerId: number,
  input: InvoiceListQuery,
  today: string,
): Promise<InvoicePage> => {
  const query = invoiceListQuerySchema.parse(input);
  const rows = await queryRows<InvoiceRow>(db, invoicePageSql(manufacturerId, query, today));
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
      ...owedOf(row, today),
    })),
    page: query.page,
    pageSize: INVOICES_PAGE_SIZE,
    hasNext: rows.length > INVOICES_PAGE_SIZE,
  };
};
