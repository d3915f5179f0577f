/**
 * The bare twins of packages/server/bench/api/calls.ts in one process: Fastify + pg (pool of 10, like the server),
 * each route on the same method and path as the server's, with no hooks, schemas, ORM or logging.
 * Reads PORT, DATABASE_URL and JWT_SECRET (the server's, so the same tokens verify).
 */
import Fastify, { type FastifyRequest } from 'fastify';
import { jwtVerify } from 'jose';
import pg from 'pg';
import { type BareContext, CALLS } from './calls';

pg.types.setTypeParser(1082, (value) => value); // date columns as YYYY-MM-DD, as Drizzle's mode 'string'

const SESSION_SQL = 'select id, role, manufacturer_id, token_version from users where id = $1';
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
const key = await crypto.subtle.importKey(
  'raw',
  new TextEncoder().encode(process.env.JWT_SECRET),
  { name: 'HMAC', hash: 'SHA-256' },
  false,
  ['verify'],
);

const fail = (statusCode: number, message: string) => Object.assign(new Error(message), { statusCode });

const caller: BareContext['caller'] = async (request: FastifyRequest, roles) => {
  const token = request.headers.authorization?.slice('Bearer '.length) ?? '';
  const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'], requiredClaims: ['exp'] }).catch(
    () => {
      throw fail(401, 'Your session has expired. Please log in again.');
    },
  );
  const [user] = (await pool.query(SESSION_SQL, [Number(payload.sub)])).rows;
  if (!user || user.token_version !== payload.tv)
    throw fail(401, 'Your session has expired. Please log in again.');
  if (!roles.includes(user.role)) throw fail(403, 'Unauthorized access');
  return { id: user.id, manufacturerId: user.manufacturer_id };
};

const app = Fastify();
const registered = new Set<string>();
for (const call of CALLS) {
  // A call may carry a query string (GET /api/products?q=...): the route is its path.
  const url = call.path.split('?')[0] as string;
  const route = `${call.method} ${url}`;
  if (registered.has(route)) continue;
  registered.add(route);
  app.route({ method: call.method, url, handler: call.bare({ pool, caller }) });
}
app.get('/health', async () => 'ok');

await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.on('SIGTERM', async () => {
  await app.close();
  await pool.end();
  process.exit(0);
});
