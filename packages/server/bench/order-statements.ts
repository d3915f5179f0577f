/**
 * The SQL the server runs for a page of GET /orders, taken from the server's own query builder so the
 * benchmark's bare twin and its EXPLAIN use exactly the same statement.
 */
import { orderListQuerySchema } from '@apparel/contracts';
import { PgDialect } from 'drizzle-orm/pg-core';
import { orderPageSql } from '../src/modules/orders/order-list';
import type { Statement } from './search-statements';

const dialect = new PgDialect();

export const orderListSql = (manufacturerId: number, query: Record<string, string>) => {
  const parsed = orderListQuerySchema.parse(query);
  return { query: parsed, page: dialect.sqlToQuery(orderPageSql(manufacturerId, parsed)) as Statement };
};
