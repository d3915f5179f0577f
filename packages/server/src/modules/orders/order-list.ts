import {
  BUSINESS_TIME_ZONE,
  type OrderListQuery,
  type OrderPage,
  type OrderSummary,
  orderListQuerySchema,
} from '@apparel/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { rupees } from '../../db/numeric';
import { queryRows } from '../../db/sql-rows';
import { escapeLike } from '../shared/list-page';

type ListQuery = ReturnType<typeof orderListQuerySchema.parse>;

/** Text columns sort by lower() so both databases give the same order; ties broken by id. */
const SORT_KEYS = {
  createdAt: sql`o.created_at`,
  id: sql`o.id`,
  retailer: sql`lower(r.name)`,
  status: sql`o.status`,
  totalAmount: sql`o.total_amount`,
} satisfies Record<ListQuery['sortBy'], SQL>;

/** `q`: the order's number (all digits) or any part of its retailer's name, any case. */
const searched = (q: string): SQL => {
  const byName = sql`lower(r.name) like ${`%${escapeLike(q.toLowerCase())}%`}`;
  const number = /^\d{1,9}$/.test(q) ? Number(q) : null;
  return number === null ? byName : sql`(o.id = ${number} or ${byName})`;
};

/**
 * The SQL of one page of GET /orders: newest first unless sorted (the list indexes serve every
 * filter in that order), one row more than the page to tell whether a next page exists. Shared with
 * the benchmark's bare route.
 */
export const orderPageSql = (manufacturerId: number, query: ListQuery): SQL => {
  const filters: SQL[] = [sql`o.manufacturer_id = ${manufacturerId}`];
  if (query.status) filters.push(sql`o.status = ${query.status}`);
  if (query.retailerId) filters.push(sql`o.retailer_id = ${query.retailerId}`);
  // Calendar days in India time, both ends inclusive.
  if (query.from)
    filters.push(sql`o.created_at >= (${query.from}::date)::timestamp at time zone ${BUSINESS_TIME_ZONE}`);
  if (query.to)
    filters.push(sql`o.created_at < (${query.to}::date + 1)::timestamp at time zone ${BUSINESS_TIME_ZONE}`);
  if (query.q) filters.push(searched(query.q));
  const direction = query.sortOrder === 'asc' ? sql`asc` : sql`desc`;
  return sql`
    select o.id, o.status, o.total_amount, o.created_at, o.hold_reason, r.id as retailer_id, r.name as retailer_name
    from orders o left join retailers r on r.id = o.retailer_id
    where ${sql.join(filters, sql` and `)}
    order by ${SORT_KEYS[query.sortBy]} ${direction}, o.id ${direction}
    limit ${query.pageSize + 1} offset ${(query.page - 1) * query.pageSize}`;
};

type OrderRow = {
  id: number;
  status: OrderSummary['status'];
  total_amount: string;
  hold_reason: string | null;
  created_at: string | Date;
  retailer_id: number | null;
  retailer_name: string | null;
};

export const listOrders = async (
  db: Queryable,
  manufacturerId: number,
  input: OrderListQuery,
): Promise<OrderPage> => {
  const query = orderListQuerySchema.parse(input);
  const rows = await queryRows<OrderRow>(db, orderPageSql(manufacturerId, query));
  return {
    orders: rows.slice(0, query.pageSize).map((row) => ({
      id: Number(row.id),
      status: row.status,
      totalAmount: rupees(row.total_amount),
      createdAt: new Date(row.created_at).toISOString(),
      retailer:
        row.retailer_id === null ? null : { id: Number(row.retailer_id), name: row.retailer_name ?? '' },
      holdReason: row.status === 'ON_HOLD' ? row.hold_reason : null,
    })),
    page: query.page,
    pageSize: query.pageSize,
    hasNext: rows.length > query.pageSize,
  };
};
