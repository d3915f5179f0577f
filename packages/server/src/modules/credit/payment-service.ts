import {
  formatPaiseAsRupees,
  type OpenInvoices,
  PAYMENTS_PAGE_SIZE,
  type Payment,
  type PaymentListQuery,
  paiseToRupees,
  type paymentCreateSchema,
  type paymentReverseSchema,
  todayInIndia,
  toPaise,
} from '@apparel/contracts';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Clock } from '../../clock';
import type { Database, Queryable } from '../../db/client';
import { queryRows } from '../../db/sql-rows';
import { badRequest, notFound } from '../../errors';
import {
  advancesOf,
  alreadyReversed,
  type InvoiceBalance,
  insertAllocations,
  invoiceBalances,
  linkTermsOf,
  openInvoicesOf,
  paymentStatusOf,
} from './money-owed';

type PaymentForm = z.output<typeof paymentCreateSchema>;
type ReverseForm = z.output<typeof paymentReverseSchema>;
type Actor = { userId: number };

export const PAYMENT_NOT_FOUND = 'Payment not found';
export const INVOICE_NOT_FOUND = 'Invoice not found';

type PaymentRow = {
  id: number;
  retailer_id: number;
  retailer_name: string;
  payment_date: string;
  amount: string;
  mode: Payment['mode'];
  reference: string;
  note: string | null;
  created_at: Date | string;
  created_by: number | null;
  created_by_name: string | null;
  reversal_date: string | null;
  reversal_note: string | null;
  reversed_at: Date | string | null;
  reversed_by: number | null;
  reversed_by_name: string | null;
};

const paymentRowsSql = (where: ReturnType<typeof sql>) => sql`
  select p.id, p.retailer_id, r.name as retailer_name, p.payment_date::text as payment_date, p.amount,
    p.mode, p.reference, p.note, p.created_at, p.created_by, cu.name as created_by_name,
    v.reversal_date::text as reversal_date, v.note as reversal_note, v.created_at as reversed_at,
    v.created_by as reversed_by, vu.name as reversed_by_name
  from payments p
  join retailers r on r.id = p.retailer_id
  left join users cu on cu.id = p.created_by
  left join payment_reversals v on v.payment_id = p.id
  left join users vu on vu.id = v.created_by
  where ${where}`;

const iso = (value: Date | string) => new Date(value).toISOString();
const by = (id: number | null, name: string | null) =>
  id === null ? null : { id: Number(id), name: name ?? '' };

/** Payments as the API answers them, with their allocations (net per invoice). */
const paymentsOf = async (q: Queryable, rows: PaymentRow[]): Promise<Payment[]> => {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => Number(row.id));
  const allocations = await queryRows<{
    payment_id: number;
    invoice_id: number;
    number: string;
    amount: string;
  }>(
    q,
    sql`select a.payment_id, a.invoice_id, d.number, sum(a.amount) as amount
      from payment_allocations a join tax_documents d on d.id = a.invoice_id
      where a.payment_id in (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )})
      group by a.payment_id, a.invoice_id, d.number
      having sum(a.amount) <> 0
      order by min(a.id)`,
  );
  return rows.map((row) => {
    const mine = allocations.filter((a) => Number(a.payment_id) === Number(row.id));
    const allocatedPaise = mine.reduce((sum, a) => sum + toPaise(a.amount), 0);
    const reversed = row.reversal_date !== null;
    return {
      id: Number(row.id),
      retailer: { id: Number(row.retailer_id), name: row.retailer_name },
      date: row.payment_date,
      amount: paiseToRupees(toPaise(row.amount)),
      mode: row.mode,
      reference: row.reference,
      note: row.note,
      allocations: mine.map((a) => ({
        invoiceId: Number(a.invoice_id),
        invoiceNumber: a.number,
        amount: paiseToRupees(toPaise(a.amount)),
      })),
      unallocated: reversed ? 0 : paiseToRupees(toPaise(row.amount) - allocatedPaise),
      createdAt: iso(row.created_at),
      createdBy: by(row.created_by, row.created_by_name),
      reversal:
        row.reversal_date === null || row.reversed_at === null
          ? null
          : {
              date: row.reversal_date,
              note: row.reversal_note ?? '',
              at: iso(row.reversed_at),
              by: by(row.reversed_by, row.reversed_by_name),
            },
    };
  });
};

/**
 * How a payment settles invoices: the allocations asked (each checked against what the invoice owes
 * and together against the payment), else the open invoices oldest due first.
 */
const allocationsFor = async (
  tx: Queryable,
  manufacturerId: number,
  form: PaymentForm,
  amountPaise: number,
): Promise<{ invoiceId: number; paise: number }[]> => {
  const open = await openInvoicesOf(tx, manufacturerId, form.retailerId);
  if (!form.allocations) {
    let left = amountPaise;
    const rows: { invoiceId: number; paise: number }[] = [];
    for (const invoice of open) {
      if (left <= 0) break;
      const take = Math.min(left, invoice.duePaise);
      rows.push({ invoiceId: invoice.id, paise: take });
      left -= take;
    }
    return rows;
  }
  const asked = new Map<number, number>();
  for (const line of form.allocations)
    asked.set(line.invoiceId, (asked.get(line.invoiceId) ?? 0) + toPaise(line.amount));
  const total = [...asked.values()].reduce((sum, paise) => sum + paise, 0);
  if (total > amountPaise)
    throw badRequest(
      `allocations add up to ${formatPaiseAsRupees(total)}, more than the payment's ${formatPaiseAsRupees(amountPaise)}`,
    );
  const ids = [...asked.keys()];
  const found = new Map<number, InvoiceBalance>(
    (
      await invoiceBalances(
        tx,
        sql`d.manufacturer_id = ${manufacturerId} and d.id in (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )})`,
      )
    ).map((invoice) => [invoice.id, invoice]),
  );
  return ids.map((invoiceId) => {
    const invoice = found.get(invoiceId);
    if (!invoice) throw notFound(INVOICE_NOT_FOUND);
    if (invoice.retailerId !== form.retailerId)
      throw badRequest(`allocations: invoice ${invoice.number} is another retailer's`);
    const paise = asked.get(invoiceId) ?? 0;
    if (paise > invoice.duePaise)
      throw badRequest(
        `allocations: ${formatPaiseAsRupees(paise)} is more than invoice ${invoice.number}'s amount due of ${formatPaiseAsRupees(invoice.duePaise)}`,
      );
    return { invoiceId, paise };
  });
};

export type PaymentService = ReturnType<typeof createPaymentService>;

/** Payments from retailers (product.md §16): allocated in the retailer's link lock, reversed by a row. */
export const createPaymentService = ({ db, clock }: { db: Database; clock: Clock }) => {
  const read = async (manufacturerId: number, id: number, q: Queryable = db): Promise<Payment> => {
    const rows = await queryRows<PaymentRow>(
      q,
      paymentRowsSql(sql`p.id = ${id} and p.manufacturer_id = ${manufacturerId}`),
    );
    const [payment] = await paymentsOf(q, rows);
    if (!payment) throw notFound(PAYMENT_NOT_FOUND);
    return payment;
  };

  return {
    read: (manufacturerId: number, id: number) => read(manufacturerId, id),

    async assertExists(manufacturerId: number, id: number): Promise<void> {
      const [row] = await queryRows<{ id: number }>(
        db,
        sql`select id from payments where id = ${id} and manufacturer_id = ${manufacturerId}`,
      );
      if (!row) throw notFound(PAYMENT_NOT_FOUND);
    },

    async list(manufacturerId: number, query: { retailerId?: number; page: number }) {
      const filters = [sql`p.manufacturer_id = ${manufacturerId}`];
      if (query.retailerId) filters.push(sql`p.retailer_id = ${query.retailerId}`);
      const rows = await queryRows<PaymentRow>(
        db,
        sql`${paymentRowsSql(sql.join(filters, sql` and `))}
          order by p.created_at desc, p.id desc
          limit ${PAYMENTS_PAGE_SIZE + 1} offset ${(query.page - 1) * PAYMENTS_PAGE_SIZE}`,
      );
      return {
        payments: await paymentsOf(db, rows.slice(0, PAYMENTS_PAGE_SIZE)),
        page: query.page,
        pageSize: PAYMENTS_PAGE_SIZE,
        hasNext: rows.length > PAYMENTS_PAGE_SIZE,
      };
    },

    /** Records the payment and its allocations in one transaction holding the retailer's link. */
    async create(manufacturerId: number, form: PaymentForm, actor: Actor): Promise<Payment> {
      const today = todayInIndia(clock());
      if (form.date > today) throw badRequest('date must not be in the future');
      const amountPaise = toPaise(form.amount);
      return db.transaction(async (tx) => {
        await linkTermsOf(tx, manufacturerId, form.retailerId, 'update');
        const allocations = await allocationsFor(tx, manufacturerId, form, amountPaise);
        const [payment] = await queryRows<{ id: number }>(
          tx,
          sql`insert into payments (manufacturer_id, retailer_id, payment_date, amount, mode, reference, note, created_by, created_at)
            values (${manufacturerId}, ${form.retailerId}, ${form.date}, ${(amountPaise / 100).toFixed(2)},
              ${form.mode}, ${form.reference ?? ''}, ${form.note ?? null}, ${actor.userId}, ${clock().toISOString()})
            returning id`,
        );
        if (!payment) throw new Error('The payment was not stored');
        await insertAllocations(
          tx,
          allocations.map((row) => ({ ...row, paymentId: Number(payment.id) })),
        );
        return read(manufacturerId, Number(payment.id), tx);
      });
    },

    /** Reverses a payment: a reversal row (never an edit); its allocations stop counting. */
    async reverse(manufacturerId: number, id: number, form: ReverseForm, actor: Actor): Promise<Payment> {
      return db.transaction(async (tx) => {
        const [payment] = await queryRows<{ retailer_id: number }>(
          tx,
          sql`select retailer_id from payments where id = ${id} and manufacturer_id = ${manufacturerId}`,
        );
        if (!payment) throw notFound(PAYMENT_NOT_FOUND);
        await linkTermsOf(tx, manufacturerId, Number(payment.retailer_id), 'update');
        const [reversed] = await queryRows<{ payment_id: number }>(
          tx,
          sql`select payment_id from payment_reversals where payment_id = ${id}`,
        );
        if (reversed) throw alreadyReversed();
        await tx.execute(
          sql`insert into payment_reversals (payment_id, reversal_date, note, created_by, created_at)
            values (${id}, ${todayInIndia(clock())}, ${form.note}, ${actor.userId}, ${clock().toISOString()})`,
        );
        return read(manufacturerId, id, tx);
      });
    },

    /** The retailer's open invoices (oldest due first) and its advance. */
    async openInvoices(manufacturerId: number, retailerId: number): Promise<OpenInvoices> {
      await linkTermsOf(db, manufacturerId, retailerId);
      const today = todayInIndia(clock());
      const [open, advances] = await Promise.all([
        openInvoicesOf(db, manufacturerId, retailerId),
        advancesOf(db, manufacturerId, retailerId),
      ]);
      return {
        invoices: open.map((invoice) => ({
          id: invoice.id,
          number: invoice.number,
          date: invoice.date,
          dueDate: invoice.dueDate,
          total: paiseToRupees(invoice.totalPaise),
          amountDue: paiseToRupees(invoice.duePaise),
          paymentStatus: paymentStatusOf(invoice, today),
        })),
        advance: paiseToRupees(advances.reduce((sum, row) => sum + row.unallocatedPaise, 0)),
      };
    },
  };
};

export type { PaymentListQuery };
