import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type DatabaseConnection, openDatabase } from '../../src/db/client';

/** `url`: the PostgreSQL database's URL (a second connection, as a second instance opens it); unset on PGlite. */
export type TestDatabase = { database: DatabaseConnection; url?: string; drop(): Promise<void> };

/** A database of its own for one test file, on the driver the vitest project names. */
export const openTestDatabase = async (): Promise<TestDatabase> => {
  if (process.env.SERVER_TEST_DB !== 'postgres') {
    const database = await openDatabase({ driver: 'pglite' });
    return { database, drop: async () => {} };
  }
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl)
    throw new Error(
      'The server-postgres tests need DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/test)',
    );
  const name = `t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ driver: 'postgres', url: url.toString(), poolSize: 4 });
  return {
    database,
    url: url.toString(),
    async drop() {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
};
