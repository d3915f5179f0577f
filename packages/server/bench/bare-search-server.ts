/**
 * The baseline of the manufacturer search benchmark: bare Fastify and pg running the server's own
 * search statements (page, count, then the page's users), with no token, validation, ORM mapping or
 * response schema. POST /search takes the same JSON body. Listens on PORT; reads DATABASE_URL.
 */
import Fastify from 'fastify';
import pg from 'pg';
import { searchStatements, usersStatement } from './search-statements';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
const app = Fastify();
const statementsByBody = new Map<string, ReturnType<typeof searchStatements>>();

app.post('/search', async (request) => {
  const key = JSON.stringify(request.body ?? {});
  let statements = statementsByBody.get(key);
  if (!statements) {
    statements = searchStatements(pool, request.body ?? {});
    statementsByBody.set(key, statements);
  }
  const [page, counted] = await Promise.all([
    pool.query(statements.page.sql, statements.page.params),
    pool.query(statements.count.sql, statements.count.params),
  ]);
  const users = usersStatement(
    pool,
    page.rows.map((row) => row.id),
  );
  const owners = users.params.length ? (await pool.query(users.sql, users.params)).rows : [];
  return {
    manufacturers: page.rows.map((row) => ({
      ...row,
      user: owners.find((u) => u.manufacturer_id === row.id),
    })),
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
