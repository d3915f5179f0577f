/**
 * The baseline of the profile benchmark: bare Fastify and pg, no token, schemas, hooks or headers.
 * GET /profile runs the profile read query; GET /profile-and-session also runs the session check
 * query the real route makes first. Listens on PORT; reads DATABASE_URL and USER_ID.
 */
import Fastify from 'fastify';
import pg from 'pg';

const PROFILE_SQL = `select u.name, u.email, u.mobile, u.role,
  m.name as manufacturer_name, m.address, m.city, m.state, m.gstin
  from users u left join manufacturers m on m.id = u.manufacturer_id where u.id = $1`;

const SESSION_SQL = 'select id, role, manufacturer_id, token_version from users where id = $1';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
const userId = Number(process.env.USER_ID);
const app = Fastify();
app.get('/profile', async () => (await pool.query(PROFILE_SQL, [userId])).rows[0]);
app.get('/profile-and-session', async () => {
  await pool.query(SESSION_SQL, [userId]);
  return (await pool.query(PROFILE_SQL, [userId])).rows[0];
});
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.on('SIGTERM', async () => {
  await app.close();
  await pool.end();
  process.exit(0);
});
