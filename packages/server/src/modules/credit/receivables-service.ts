import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import {
  AGEING_BUCKETS,
  type AgeingBuckets,
  ageingBucketOf,
  financialYearStart,
  formatPaise,
  PAYMENT_MODE_LABELS,
  type PaymentMode,
  paiseToRupees,
  RECEIVABLES_EXPORT_COLUMNS,
  type ReceivableRow,
  type Receivables,
  type Statement,
  type StatementEntry,
  type StatementLink,
  type StatementQuery,
  todayInIndia,
  toPaise,
} from '@apparel/contracts';
import { stringify } from 'csv-stringify';
import { sql } from 'drizzle-orm';
import type { Clock } from '../../clock';
import type { Database, Queryable } from '../../db/client';
import { queryRows } from '../../db/sql-rows';
import { badRequest, notFound } from '../../errors';
import { neutraliseFormula } from '../catalogue/csv-format';
import { daysBetween, invoiceBalances, linkTermsOf, RETAILER_NOT_FOUND } from './money-owed';
import { renderStatementPdf } from './statement-pdf';

type Paise = Record<(typeof AGEING_BUCKETS)[number], number>;
const noBuckets = (): Paise => ({ notDue: 0, d1to30: 0, d31to60: 0, d61to90: 0, over90: 0 });
const bucketsInRupees = (b: Paise): AgeingBuckets => ({
  notDue: paiseToRupees(b.notDue),
  d1to30: paiseToRupees(b.d1to30),
  d31to60: paiseToRupees(b.d31to60),
  d61to90: paiseToRupees(b.d61to90),
  over90: paiseToRupees(b.over90),
});

type Tally = {
  retailerId: number;
  name: string;
  mobile: string;
  duePaise: number;
  overduePaise: number;
  advancePaise: number;
  buckets: Paise;
};

/** Per retailer: what invoices owe by days past due on `today`, and the advance (product.md §16). */
const tallies = async (
  q: Queryable,
  manufacturerId: number,
  today: string,
  retailerId?: number,
): Promise<Tally[]> => {
  const only = retailerId === undefined ? sql`` : sql` and d.retailer_id = ${retailerId}`;
  const invoices = await invoiceBalances(q, sql`d.manufacturer_id = ${manufacturerId}${only}`);
  const onlyPayments = retailerId === undefined ? sql`` : sql` and p.retailer_id = ${retailerId}`;
  const advances = await queryRows<{ retailer_id: number; advance: string }>(
    q,
    sql`select p.retailer_id, sum(p.amount - coalesce((select sum(a.amount) from payment_allocations a
        where a.payment_id = p.id), 0)) as advance
      from payments p
      where p.manufacturer_id = ${manufacturerId}${onlyPayments}
        and not exists (select 1 from payment_reversals r where r.payment_id = p.id)
      group by p.retailer_id`,
  );
  const byRetailer = new Map<number, Tally>();
  const tallyOf = (id: number) => {
    let tally = byRetailer.get(id);
    if (!tally) {
      tally = {
        retailerId: id,
        name: '',
        mobile: '',
        duePaise: 0,
        overduePaise: 0,
        advancePaise: 0,
        buckets: noBuckets(),
      };
      byRetailer.set(id, tally);
    }
    return tally;
  };
  for (const invoice of invoices) {
    if (invoice.duePaise === 0) continue;
    const tally = tallyOf(invoice.retailerId);
    const late = daysBetween(invoice.dueDate, today);
    tally.duePaise += invoice.duePaise;
    if (late > 0) tally.overduePaise += invoice.duePaise;
    tally.buckets[ageingBucketOf(late)] += invoice.duePaise;
  }
  for (const row of advances) {
    const paise = toPaise(row.advance);
    if (paise > 0) tallyOf(Number(row.retailer_id)).advancePaise += paise;
  }
  if (byRetailer.size === 0) return [];
  const names = await queryRows<{ id: number; name: string; mobile: string }>(
    q,
    sql`select r.id, r.name, u.mobile from retailers r join users u on u.id = r.user_id
      where r.id in (${sql.join(
        [...byRetailer.keys()].map((id) => sql`${id}`),
        sql`, `,
      )})`,
  );
  for (const row of names) {
    const tally = byRetailer.get(Number(row.id));
    if (tally) Object.assign(tally, { name: row.name, mobile: row.mobile ?? '' });
  }
  return [...byRetailer.values()].sort(
    (a, b) =>
      b.overduePaise - a.overduePaise ||
      b.duePaise - b.advancePaise - (a.duePaise - a.advancePaise) ||
      a.name.localeCompare(b.name),
  );
};

const rowOf = (t: Tally): ReceivableRow => ({
  retailerId: t.retailerId,
  name: t.name,
  mobile: t.mobile,
  outstanding: paiseToRupees(t.duePaise - t.advancePaise),
  overdue: paiseToRupees(t.overduePaise),
  advance: paiseToRupees(t.advancePaise),
  buckets: bucketsInRupees(t.buckets),
});

const totalOf = (rows: Tally[]) => {
  const buckets = noBuckets();
  let due = 0;
  let overdue = 0;
  let advance = 0;
  for (const row of rows) {
    due += row.duePaise;
    overdue += row.overduePaise;
    advance += row.advancePaise;
    for (const bucket of AGEING_BUCKETS) buckets[bucket] += row.buckets[bucket];
  }
  return { duePaise: due, overduePaise: overdue, advancePaise: advance, buckets };
};

type LedgerRow = {
  day: string;
  kind: StatementEntry['kind'];
  id: number;
  number: string;
  mode: PaymentMode | null;
  note: string | null;
  amount: string;
};

/** Every ledger line of the retailer up to `to` (inclusive), in date order: what the statement sums. */
const ledgerSql = (manufacturerId: number, retailerId: number, to: string) => sql`
  select * from (
    select d.document_date::text as day, 'INVOICE' as kind, d.id, d.number, null as mode, null as note, d.total as amount, 1 as ord
      from tax_documents d
      where d.manufacturer_id = ${manufacturerId} and d.retailer_id = ${retailerId} and d.kind = 'INVOICE'
    union all
    select c.document_date::text, 'CREDIT_NOTE', c.id, c.number, null, null, c.total, 2
      from tax_documents c
      where c.manufacturer_id = ${manufacturerId} and c.retailer_id = ${retailerId} and c.kind = 'CREDIT_NOTE'
    union all
    select p.payment_date::text, 'PAYMENT', p.id, p.reference, p.mode, p.note, p.amount, 3
      from payments p where p.manufacturer_id = ${manufacturerId} and p.retailer_id = ${retailerId}
    union all
    select v.reversal_date::text, 'REVERSAL', p.id, p.reference, p.mode, v.note, p.amount, 4
      from payment_reversals v join payments p on p.id = v.payment_id
      where p.manufacturer_id = ${manufacturerId} and p.retailer_id = ${retailerId}
  ) ledger
  where day::date <= ${to}::date
  order by day, ord, id`;

/** +1 for what the retailer owes more (invoice, reversal), -1 for what it paid or was credited. */
const DEBIT_KINDS = new Set<StatementEntry['kind']>(['INVOICE', 'REVERSAL']);

const describe = (row: LedgerRow): { number: string; description: string } => {
  const mode = row.mode ? PAYMENT_MODE_LABELS[row.mode] : '';
  switch (row.kind) {
    case 'INVOICE':
      return { number: row.number, description: 'Tax invoice' };
    case 'CREDIT_NOTE':
      return { number: row.number, description: 'Credit note' };
    case 'PAYMENT':
      return {
        number: row.number || `Payment #${row.id}`,
        description: [`Payment by ${mode}`, row.note].filter(Boolean).join(': '),
      };
    case 'REVERSAL':
      return {
        number: row.number || `Payment #${row.id}`,
        description: `Payment reversed${row.note ? `: ${row.note}` : ''}`,
      };
  }
};

const isoDate = /^\d{4}-\d{2}-\d{2}$/;

export type ReceivablesService = ReturnType<typeof createReceivablesService>;

/** Receivables, ageing and statements of account (product.md §16), all summed from the ledger. */
export const createReceivablesService = ({ db, clock }: { db: Database; clock: Clock }) => {
  const today = () => todayInIndia(clock());

  const list = async (manufacturerId: number, query: { retailerId?: number }): Promise<Receivables> => {
    const asOf = today();
    if (query.retailerId !== undefined) await linkTermsOf(db, manufacturerId, query.retailerId);
    const rows = await tallies(db, manufacturerId, asOf, query.retailerId);
    const totals = totalOf(rows);
    return {
      rows: rows.map(rowOf),
      totals: {
        outstanding: paiseToRupees(totals.duePaise - totals.advancePaise),
        overdue: paiseToRupees(totals.overduePaise),
        advance: paiseToRupees(totals.advancePaise),
        buckets: bucketsInRupees(totals.buckets),
      },
      asOf,
    };
  };

  const statement = async (
    manufacturerId: number,
    retailerId: number,
    query: StatementQuery,
  ): Promise<Statement> => {
    await linkTermsOf(db, manufacturerId, retailerId);
    const day = today();
    const to = query.to ?? day;
    const from = query.from ?? financialYearStart(to);
    if (!isoDate.test(from) || !isoDate.test(to) || from > to)
      throw badRequest('from must be a day on or before to');
    const [retailer] = await queryRows<{ id: number; name: string; mobile: string }>(
      db,
      sql`select r.id, r.name, u.mobile from retailers r join users u on u.id = r.user_id where r.id = ${retailerId}`,
    );
    if (!retailer) throw notFound(RETAILER_NOT_FOUND);
    const ledger = await queryRows<LedgerRow>(db, ledgerSql(manufacturerId, retailerId, to));
    let balance = 0;
    let opening = 0;
    const entries: StatementEntry[] = [];
    for (const row of ledger) {
      const paise = toPaise(row.amount) * (DEBIT_KINDS.has(row.kind) ? 1 : -1);
      balance += paise;
      if (row.day < from) {
        opening = balance;
        continue;
      }
      entries.push({
        date: row.day,
        kind: row.kind,
        id: Number(row.id),
        ...describe(row),
        debit: paise > 0 ? paiseToRupees(paise) : 0,
        credit: paise < 0 ? paiseToRupees(-paise) : 0,
        balance: paiseToRupees(balance),
      });
    }
    const [tally] = await tallies(db, manufacturerId, day, retailerId);
    return {
      retailer: { id: Number(retailer.id), name: retailer.name, mobile: retailer.mobile ?? '' },
      from,
      to,
      opening: paiseToRupees(opening),
      entries,
      closing: paiseToRupees(balance),
      amountDue: paiseToRupees(tally ? tally.duePaise - tally.advancePaise : 0),
      overdue: paiseToRupees(tally?.overduePaise ?? 0),
    };
  };

  const supplierName = async (manufacturerId: number) => {
    const [row] = await queryRows<{ name: string }>(
      db,
      sql`select name from manufacturers where id = ${manufacturerId}`,
    );
    return row?.name ?? '';
  };

  const linkAnswer = (row: {
    id: number;
    retailer_id: number;
    token: string;
    from_date: string;
    to_date: string;
    created_at: Date | string;
    revoked_at: Date | string | null;
  }): StatementLink => ({
    id: Number(row.id),
    retailerId: Number(row.retailer_id),
    from: row.from_date,
    to: row.to_date,
    path: `/api/statement-links/${row.token}/pdf`,
    createdAt: new Date(row.created_at).toISOString(),
    revokedAt: row.revoked_at === null ? null : new Date(row.revoked_at).toISOString(),
  });
  const linkColumns = sql`id, retailer_id, token, from_date::text as from_date, to_date::text as to_date, created_at, revoked_at`;

  const pdfOf = async (manufacturerId: number, retailerId: number, query: StatementQuery) => {
    const body = await renderStatementPdf(
      await statement(manufacturerId, retailerId, query),
      await supplierName(manufacturerId),
    );
    return { body, filename: `statement-${retailerId}.pdf` };
  };

  return {
    list,
    statement,
    pdf: pdfOf,

    /** GET /receivables/export: the rows and a totals row (money as plain rupees, two decimals). */
    async exportCsv(manufacturerId: number) {
      const rows = await tallies(db, manufacturerId, today());
      const totals = totalOf(rows);
      const line = (name: string, mobile: string, t: Omit<Tally, 'retailerId' | 'name' | 'mobile'>) => [
        neutraliseFormula(name),
        neutraliseFormula(mobile),
        formatPaise(t.duePaise - t.advancePaise),
        formatPaise(t.overduePaise),
        ...AGEING_BUCKETS.map((bucket) => formatPaise(t.buckets[bucket])),
        formatPaise(t.advancePaise),
      ];
      return Readable.from([
        ...rows.map((row) => line(row.name, row.mobile, row)),
        line('Total', '', totals),
      ]).pipe(stringify({ header: true, columns: [...RECEIVABLES_EXPORT_COLUMNS], bom: true }));
    },

    async links(manufacturerId: number, retailerId: number) {
      await linkTermsOf(db, manufacturerId, retailerId);
      const rows = await queryRows<Parameters<typeof linkAnswer>[0]>(
        db,
        sql`select ${linkColumns} from statement_links
          where manufacturer_id = ${manufacturerId} and retailer_id = ${retailerId} order by id desc limit 100`,
      );
      return { links: rows.map(linkAnswer) };
    },

    /** A private link (256 random bits) to this retailer's statement PDF for the range. */
    async createLink(
      manufacturerId: number,
      retailerId: number,
      query: StatementQuery,
      actor: { userId: number },
    ): Promise<StatementLink> {
      const { from, to } = await statement(manufacturerId, retailerId, query);
      const token = randomBytes(32).toString('base64url');
      const [row] = await queryRows<Parameters<typeof linkAnswer>[0]>(
        db,
        sql`insert into statement_links (manufacturer_id, retailer_id, token, from_date, to_date, created_by, created_at)
          values (${manufacturerId}, ${retailerId}, ${token}, ${from}, ${to}, ${actor.userId}, ${clock().toISOString()})
          returning ${linkColumns}`,
      );
      if (!row) throw new Error('The statement link was not stored');
      return linkAnswer(row);
    },

    async assertLinkExists(manufacturerId: number, id: number) {
      const [row] = await queryRows<{ id: number }>(
        db,
        sql`select id from statement_links where id = ${id} and manufacturer_id = ${manufacturerId}`,
      );
      if (!row) throw notFound('Statement link not found');
    },

    /** Revokes a link (kept, with when): it opens nothing from now on. */
    async revokeLink(manufacturerId: number, id: number): Promise<StatementLink> {
      const [row] = await queryRows<Parameters<typeof linkAnswer>[0]>(
        db,
        sql`update statement_links set revoked_at = coalesce(revoked_at, ${clock().toISOString()}::timestamptz)
          where id = ${id} and manufacturer_id = ${manufacturerId} returning ${linkColumns}`,
      );
      if (!row) throw notFound('Statement link not found');
      return linkAnswer(row);
    },

    /** The PDF a link opens: only its retailer's statement for its range; 404 once revoked or unknown. */
    async sharedPdf(token: string) {
      const [row] = await queryRows<{
        manufacturer_id: number;
        retailer_id: number;
        from_date: string;
        to_date: string;
      }>(
        db,
        sql`select manufacturer_id, retailer_id, from_date::text as from_date, to_date::text as to_date
          from statement_links where token = ${token} and revoked_at is null`,
      );
      if (!row) throw notFound('This statement link does not work (it may have been revoked)');
      return pdfOf(Number(row.manufacturer_id), Number(row.retailer_id), {
        from: row.from_date,
        to: row.to_date,
      });
    },
  };
};
