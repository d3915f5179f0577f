import { mkdir } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { SERVER_DIR } from '../paths';
import * as schema from './schema';

/** The one Drizzle type the services use, whichever driver is underneath. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
/** Either the database or an open transaction (inside a transaction, always pass the transaction). */
export type Queryable = Database | Transaction;

export type DatabaseConnection = {
  db: Database;
  driver: 'pglite' | 'postgres';
  /** Applies the SQL migrations of packages/server/drizzle that have not run yet. */
  migrate(): Promise<void>;
  /** Runs `work` while no other server instance runs its own startup work (migrations, seed). */
  withStartupLock<T>(work: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /** PGlite only: the whole database as one dump, to open copies of it from (`from` below). */
  dump?(): Promise<Blob>;
};

export type DatabaseTarget =
  | { driver: 'postgres'; url: string; poolSize?: number }
  /**
   * `dataDir` undefined keeps the database in memory (tests). `from`: a dump of a database
   * (`PGlite.dumpDataDir`) to start from instead of an empty cluster: tests start from one migrated
   * template, which spares each test file PGlite's initdb.
   */
  | { driver: 'pglite'; dataDir?: string; from?: Blob };

const migrationsFolder = join(SERVER_DIR, 'drizzle');
/** Arbitrary key of the PostgreSQL advisory lock taken around migrations and seeding. */
const STARTUP_LOCK_KEY = 7_301_202;

/** How long a request waits for a new connection while PostgreSQL does not answer (then 503). */
const CONNECT_TIMEOUT_MS = 5_000;

/**
 * A checked-out client whose connection dies goes back to the pool at once (which discards it), and
 * its `release` may then be called again: Drizzle never releases a client whose `begin` failed, and
 * releases the others after their rollback failed too.
 */
const releasedWhenLost = (client: pg.PoolClient): pg.PoolClient => {
  const release = client.release;
  let released = false;
  const releaseOnce = (error?: Error | boolean) => {
    if (released) return;
    released = true;
    client.off('error', onLost);
    client.off('end', onLost);
    release(error);
  };
  const onLost = (error?: Error) => releaseOnce(error ?? new Error('Connection ended'));
  client.on('error', onLost);
  client.on('end', onLost);
  client.release = releaseOnce;
  return client;
};

type Connect = (
  callback?: (error: Error | undefined, client?: pg.PoolClient, done?: () => void) => void,
) => Promise<pg.PoolClient> | undefined;

/**
 * PostgreSQL ending a connection (restart, failover, `pg_terminate_backend`, a proxy reset) must never
 * crash the process: every client, idle or checked out, has an error listener, a dead client leaves
 * the pool, and the next query opens a new connection. The request that lost its connection answers
 * 503 (packages/server/src/plugins/database-errors.ts); PostgreSQL rolled its transaction back.
 */
const createResilientPool = (url: string, poolSize: number): pg.Pool => {
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
  });
  pool.on('error', () => {}); // an idle client lost its connection: the pool has already dropped it
  pool.on('connect', (client) => client.on('error', () => {})); // a checked-out one: its query rejects
  const connect = pool.connect.bind(pool) as Connect;
  pool.connect = ((callback) => {
    if (!callback) return (connect() as Promise<pg.PoolClient>).then(releasedWhenLost);
    connect((error, client, done) => callback(error, client && releasedWhenLost(client), done));
    return undefined;
  }) as Connect as typeof pool.connect;
  return pool;
};

const openPostgres = (url: string, poolSize = 10): DatabaseConnection => {
  const pool = createResilientPool(url, poolSize);
  const db = drizzlePostgres({ client: pool, schema }) as unknown as Database;
  return {
    db,
    driver: 'postgres',
    migrate: () => migratePostgres(drizzlePostgres({ client: pool }), { migrationsFolder }),
    async withStartupLock(work) {
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
        return await work();
      } finally {
        await client.query('select pg_advisory_unlock($1)', [STARTUP_LOCK_KEY]).catch(() => {});
        client.release();
      }
    },
    close: () => pool.end(),
  };
};

const openPglite = async (dataDir?: string, from?: Blob): Promise<DatabaseConnection> => {
  // PGlite creates only the last folder of its path.
  if (dataDir) await mkdir(dirname(dataDir), { recursive: true });
  // pg_trgm serves the manufacturer name search (a migration creates the extension).
  const client = new PGlite({ dataDir, loadDataDir: from, extensions: { pg_trgm } });
  await client.waitReady;
  const db = drizzlePglite({ client, schema }) as unknown as Database;
  return {
    db,
    driver: 'pglite',
    migrate: () => migratePglite(drizzlePglite({ client }), { migrationsFolder }),
    // One process owns a PGlite directory, so there is nobody to wait for.
    withStartupLock: (work) => work(),
    close: () => client.close(),
    dump: () => client.dumpDataDir('none'),
  };
};

export const openDatabase = (target: DatabaseTarget): Promise<DatabaseConnection> =>
  target.driver === 'postgres'
    ? Promise.resolve(openPostgres(target.url, target.poolSize))
    : openPglite(target.dataDir, target.from);

/** PostgreSQL when DATABASE_URL is set, else the embedded database in DATA_DIR/db. */
export const databaseTargetFor = (config: { databaseUrl?: string; dataDir: string }): DatabaseTarget =>
  config.databaseUrl
    ? { driver: 'postgres', url: config.databaseUrl }
    : { driver: 'pglite', dataDir: join(config.dataDir, 'db') };
