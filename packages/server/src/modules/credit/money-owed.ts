import { type PaymentStatus, toPaise } from '@apparel/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { queryRows } from '../../db/sql-rows';
import { ApiError, notFound } from '../../errors';

/**
 * What invoices owe (product.md §16), summed from the ledger every time: an invoice's total less its
 * credit notes and the allocations of payments not reversed, never below 0. Money in integer paise.
 */

export const RETAILER_NOT_FOUND = 'Retailer not found';

/** A link's credit terms in paise, as stored on retailer_links. */
export type LinkTerms = {
  linkId: number;
  status: string;
  paymentDays: number;
  creditLimitPaise: number | null;
  overdueTolerancePaise: number;
  minOrderPaise: number | null;
  termsUpdatedAt: Date | null;
};

type LinkRow = {
  id: number;
  status: string;
  payment_days: number;
  credit_limit: string | null;
  overdue_tolerance: string;
  min_order_value: string | null;
  terms_updated_at: Date | string | null;
};

const termsOf = (row: LinkRow): LinkTerms => ({
  linkId: Number(row.id),
  status: row.status,
  paymentDays: Number(row.payment_days),
  creditLimitPaise: row.credit_limit === null ? null : toPaise(row.credit_limit),
  overdueTolerancePaise: toPaise(row.overdue_tolerance),
  minOrderPaise: row.min_order_value === null ? null : toPaise(row.min_order_value),
  termsUpdatedAt: row.terms_updated_at === null ? null : new Date(row.terms_updated_at),
});

/**
 * The manufacturer's link with the retailer and its terms; 404 when there is none. `lock`: `update`
 * serialises every change of what the retailer owes (payments, reversals, invoices, credit notes), so
 * 20 parallel payments allocate one after another; `share` reads terms an order is checked against.
 */
export const linkTermsOf = async (
  q: Queryable,
  manufacturerId: number,
  retailerId: number,
  lock: 'update' | 'share' | 'none' = 'none',
): Promise<LinkTerms> => {
  const suffix = lock === 'update' ? sql`for update` : lock === 'share' ? sql`for share` : sql``;
  const [row] = await queryRows<LinkRow>(
    q,
    sql`select id, status, payment_days, credit_limit, overdue_tolerance, min_order_value, terms_updated_at
      from retailer_links where manufacturer_id = ${manufacturerId} and retailer_id = ${retailerId} ${suffix}`,
  );
  if (!row) throw notFound(RETAILER_NOT_FOUND);
  return termsOf(row);
};

/** An invoice with what it owes. */
export type InvoiceBalance = {
  id: number;
  number: string;
  retailerId: number;
  date: string;
  dueDate: string;
  totalPaise: number;
  creditedPaise: number;
  paidPaise: number;
  duePaise: number;
};

type BalanceRow = {
  id: number;
  number: string;
  retailer_id: number;
  date: string;
  due_date: string;
  total: string;
  credited: string;
  paid: string;
};

/** Per invoice: total, credit notes and live allocations (an allocation of a reversed payment settles nothing). */
export const invoiceBalancesSql = (where: SQL) => sql`
  select d.id, d.number, d.retailer_id, d.document_date::text as date,
    coalesce(d.due_date, d.document_date)::text as due_date, d.total,
    coalesce((select sum(c.total) from tax_documents c
      where c.invoice_id = d.id and c.kind = 'CREDIT_NOTE'), 0) as credited,
    coalesce((select sum(a.amount) from payment_allocations a
      where a.invoice_id = d.id
        and not exists (select 1 from payment_reversals r where r.payment_id = a.payment_id)), 0) as paid
  from tax_documents d
  where d.kind = 'INVOICE' and ${where}`;

const balanceOf = (row: BalanceRow): InvoiceBalance => {
  const totalPaise = toPaise(row.total);
  const creditedPaise = toPaise(row.credited);
  const paidPaise = toPaise(row.paid);
  return {
    id: Number(row.id),
    number: row.number,
    retailerId: Number(row.retailer_id),
    date: row.date,
    dueDate: row.due_date,
    totalPaise,
    creditedPaise,
    paidPaise,
    duePaise: Math.max(0, totalPaise - creditedPaise - paidPaise),
  };
};

/** Invoices matching `where` (on `d`, tax_documents) with their balances, oldest due first. */
export const invoiceBalances = async (q: Queryable, where: SQL): Promise<InvoiceBalance[]> =>
  (
    await queryRows<BalanceRow>(
      q,
      sql`${invoiceBalancesSql(where)} order by coalesce(d.due_date, d.document_date), d.document_date, d.id`,
    )
  ).map(balanceOf);

/** The retailer's invoices (of this manufacturer) that still owe something, oldest due first. */
export const openInvoicesOf = async (q: Queryable, manufacturerId: number, retailerId: number) =>
  (
    await invoiceBalances(q, sql`d.manufacturer_id = ${manufacturerId} and d.retailer_id = ${retailerId}`)
  ).filter((invoice) => invoice.duePaise > 0);

/** PAID when nothing is left; OVERDUE past its due date with something left; PARTLY_PAID once a payment settled part. */
export const paymentStatusOf = (
  invoice: Pick<InvoiceBalance, 'duePaise' | 'dueDate' | 'paidPaise'>,
  today: string,
): PaymentStatus =>
  invoice.duePaise === 0
    ? 'PAID'
    : invoice.dueDate < today
      ? 'OVERDUE'
      : invoice.paidPaise > 0
        ? 'PARTLY_PAID'
        : 'UNPAID';

/** Payments not reversed and what of each no invoice has taken (oldest first): the retailer's advance. */
export const advancesOf = async (q: Queryable, manufacturerId: number, retailerId: number) =>
  (
    await queryRows<{ id: number; unallocated: string }>(
      q,
      sql`select p.id, p.amount - coalesce((select sum(a.amount) from payment_allocations a
          where a.payment_id = p.id), 0) as unallocated
        from payments p
        where p.manufacturer_id = ${manufacturerId} and p.retailer_id = ${retailerId}
          and not exists (select 1 from payment_reversals r where r.payment_id = p.id)
        order by p.payment_date, p.id`,
    )
  )
    .map((row) => ({ paymentId: Number(row.id), unallocatedPaise: toPaise(row.unallocated) }))
    .filter((row) => row.unallocatedPaise > 0);

/** Stores allocations (paise) in the caller's transaction. */
export const insertAllocations = async (
  q: Queryable,
  rows: readonly { paymentId: number; invoiceId: number; paise: number }[],
): Promise<void> => {
  for (const row of rows)
    if (row.paise !== 0)
      await q.execute(
        sql`insert into payment_allocations (payment_id, invoice_id, amount)
          values (${row.paymentId}, ${row.invoiceId}, ${(row.paise / 100).toFixed(2)})`,
      );
};

/**
 * A new invoice takes the retailer's advance, oldest payment first (product.md §16: "what is left
 * stays as an advance and is used by the next invoices"). The caller holds the link FOR UPDATE.
 */
export const applyAdvanceTo = async (
  q: Queryable,
  manufacturerId: number,
  retailerId: number,
  invoiceId: number,
  invoiceTotalPaise: number,
): Promise<void> => {
  let left = invoiceTotalPaise;
  const rows: { paymentId: number; invoiceId: number; paise: number }[] = [];
  for (const advance of await advancesOf(q, manufacturerId, retailerId)) {
    if (left <= 0) break;
    const take = Math.min(left, advance.unallocatedPaise);
    rows.push({ paymentId: advance.paymentId, invoiceId, paise: take });
    left -= take;
  }
  await insertAllocations(q, rows);
};

/**
 * After a credit note: what payments settled beyond what the invoice now owes goes back to those
 * payments, newest allocation first, as negative allocations (an advance again, never an edit), so
 * the invoice owes 0 and never less. The caller holds the link FOR UPDATE.
 */
export const giveBackOverpayment = async (q: Queryable, invoiceId: number): Promise<void> => {
  const [invoice] = await invoiceBalances(q, sql`d.id = ${invoiceId}`);
  if (!invoice) return;
  let excess = invoice.paidPaise - (invoice.totalPaise - invoice.creditedPaise);
  if (excess <= 0) return;
  const perPayment = await queryRows<{ payment_id: number; amount: string }>(
    q,
    sql`select a.payment_id, sum(a.amount) as amount from payment_allocations a
      where a.invoice_id = ${invoiceId}
        and not exists (select 1 from payment_reversals r where r.payment_id = a.payment_id)
      group by a.payment_id order by max(a.id) desc`,
  );
  const rows: { paymentId: number; invoiceId: number; paise: number }[] = [];
  for (const row of perPayment) {
    if (excess <= 0) break;
    const back = Math.min(excess, toPaise(row.amount));
    if (back > 0) rows.push({ paymentId: Number(row.payment_id), invoiceId, paise: -back });
    excess -= back;
  }
  await insertAllocations(q, rows);
};

/** A retailer's totals: what its invoices owe, past due, and its advance. */
export type RetailerMoneyOwed = { duePaise: number; overduePaise: number; advancePaise: number };

/** The same day `days` later (YYYY-MM-DD, calendar days). */
export const addDays = (day: string, days: number): string => {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
};

/** Whole days from `from` to `to` (YYYY-MM-DD). */
export const daysBetween = (from: string, to: string): number =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

/** 409 for a payment already reversed. */
export const alreadyReversed = () => new ApiError(409, 'This payment is already reversed');

/**
 * The dashboard's "Outstanding" (what invoices owe less advances) and "Overdue" (what invoices past
 * their due date owe) for the whole manufacturer on `today`, in paise.
 */
export const moneyOwedTotals = async (q: Queryable, manufacturerId: number, today: string) => {
  const [row] = await queryRows<{ due: string | null; overdue: string | null; advance: string | null }>(
    q,
    sql`with b as (${invoiceBalancesSql(sql`d.manufacturer_id = ${manufacturerId}`)}),
      owed as (select greatest(total - credited - paid, 0) as due, due_date from b)
      select (select sum(due) from owed) as due,
        (select sum(due) from owed where due_date::date < ${today}::date) as overdue,
        (select sum(p.amount - coalesce((select sum(a.amount) from payment_allocations a where a.payment_id = p.id), 0))
          from payments p where p.manufacturer_id = ${manufacturerId}
            and not exists (select 1 from payment_reversals r where r.payment_id = p.id)) as advance`,
  );
  return {
    outstandingPaise: toPaise(row?.due ?? '0') - toPaise(row?.advance ?? '0'),
    overduePaise: toPaise(row?.overdue ?? '0'),
  };
};
