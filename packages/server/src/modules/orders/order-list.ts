import {
  BUSINESS_TIME_ZONE,
  type OrderListQuery,
  type OrderPage,
  orderListQuerySchema,
} from '@apparel/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { rupees } from '../../db/numeric';
import { queryRows } from '../../db/sql-rows';

type ListQuery = ReturnType<typeof orderListQuerySchema.parse>;

/**
 * The SQL of one page of GET /orders: newest first (the list indexes serve every filter), one row
 * more than the page to tell whether a next page exists. Shared with the benchmark's bare route.
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
  return sql`
    select o.id, o.status, o.total_amount, o.created_at, r.id as retailer_id, r.name as retailer_name
    from orders o left join retailers r on r.id = o.retailer_id
    where ${sql.join(filters, sql` and `)}
    order by o.created_at desc, o.id desc
    limit ${query.pageSize + 1} offset ${(query.page - 1) * query.pageSize}`;
};

type OrderRow = {
  id: number;
  status: 'PENDING' | 'ACCEPTED' | 'REJECTED';
  total_amount: string;
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
    })),
    page: query.page,
    pageSize: query.pageSize,
    hasNext: rows.length > query.pageSize,
  };
};
