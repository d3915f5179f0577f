/**
 * The baseline of the products list benchmark: bare Fastify and pg running the server's own list
 * statements (page and count) for one manufacturer, with no token, validation, ORM mapping or response
 * schema. GET /products takes the same query string. Reads PORT, DATABASE_URL and MANUFACTURER_ID.
 */
import Fastify from 'fastify';
import pg from 'pg';
import { productListSql } from './catalogue-statements';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
const manufacturerId = Number(process.env.MANUFACTURER_ID);
const app = Fastify();
const statementsByQuery = new Map<string, ReturnType<typeof productListSql>>();

app.get('/products', async (request) => {
  const query = request.query as Record<string, string>;
  const key = JSON.stringify(query);
  let statements = statementsByQuery.get(key);
  if (!statements) {
    statements = productListSql(pool, manufacturerId, query);
    statementsByQuery.set(key, statements);
  }
  const [page, counted] = await Promise.all([
    pool.query(statements.page.sql, statements.page.params),
    pool.query(statements.count.sql, statements.count.params),
  ]);
  return {
    products: page.rows,
    total: Number(counted.rows[0]?.count ?? 0),
    page: statements.query.page,
    pageSize: statements.query.pageSize,
  };
});
app.get('/health', async () => 'ok');

await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.on('SIGTERM', async () => {
  await app.close();
  await pool.end();
  process.exit(0);
});
