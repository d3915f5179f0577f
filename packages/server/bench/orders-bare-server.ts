/**
 * The baseline of the orders list benchmark: bare Fastify and pg running the server's own page SQL
 * (`orderPageSql`), with no token, validation or response schema. GET /orders?m=<manufacturerId>.
 * Listens on PORT; reads DATABASE_URL.
 */
import { orderListQuerySchema } from '@apparel/contracts';
import { PgDialect } from 'drizzle-orm/pg-core';
import Fastify from 'fastify';
import pg from 'pg';
import { orderPageSql } from '../src/modules/orders/order-list';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
const dialect = new PgDialect();
const app = Fastify();

app.get('/orders', async (request) => {
  const { m, ...rest } = request.query as Record<string, string>;
  const query = orderListQuerySchema.parse(rest);
  const statement = dialect.sqlToQuery(orderPageSql(Number(m), query));
  const { rows } = await pool.query(statement.sql, statement.params);
  return {
    orders: rows.slice(0, query.pageSize).map((row) => ({
      id: row.id,
      status: row.status,
      totalAmount: Number(row.total_amount),
      createdAt: new Date(row.created_at).toISOString(),
      retailer: row.retailer_id === null ? null : { id: row.retailer_id, name: row.retailer_name },
    })),
    page: query.page,
    pageSize: query.pageSize,
    hasNext: rows.length > query.pageSize,
  };
});
app.get('/health', async () => 'ok');

await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.on('SIGTERM', async () => {
  await app.close();
  await pool.end();
  process.exit(0);
});
