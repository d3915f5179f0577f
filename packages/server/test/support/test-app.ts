import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type App, buildApp } from '../../src/app';
import type { Config } from '../../src/config';
import type { Database, DatabaseConnection } from '../../src/db/client';
import { seedDatabase } from '../../src/seed';
import { createStorage } from '../../src/storage/create-storage';
import { createTestClock, type TestClock } from './test-clock';
import { openTestDatabase } from './test-database';

export const ADMIN = { email: 'admin@apparel.test', mobile: '9000000001', password: 'Admin@1234' };
export const DEMO = { email: 'demo@apparel.test', mobile: '9000000002', password: 'Demo@1234' };

export type TestServer = {
  app: App;
  db: Database;
  /** The open connection, for building a second app on the same database. */
  database: DatabaseConnection;
  /** The PostgreSQL database's URL (unset on PGlite). */
  databaseUrl?: string;
  config: Config;
  clock: TestClock;
  /** A temporary DATA_DIR of this test file (the SMS outbox is written here). */
  dataDir: string;
  close(): Promise<void>;
};

/**
 * The one way tests get a server: a fresh migrated and seeded database (PGlite in memory, or a new
 * PostgreSQL database), a temporary data dir, a clock that only moves when told, and a built app.
 */
export const startTestServer = async (overrides: Partial<Config> = {}): Promise<TestServer> => {
  const dataDir = await mkdtemp(join(tmpdir(), 'apparel-server-test-'));
  const { database, url: databaseUrl, drop } = await openTestDatabase();
  const clock = createTestClock();
  const config: Config = {
    port: 0,
    host: '127.0.0.1',
    databaseUrl: undefined,
    dataDir,
    jwtSecret: undefined,
    jwtTtlSeconds: 8 * 3600,
    admin: ADMIN,
    demoData: true,
    demo: DEMO,
    shellDir: join(dataDir, 'no-shell'),
    remotesDir: join(dataDir, 'no-registry'),
    logLevel: 'silent',
    ...overrides,
  };
  await database.migrate();
  // The demo catalogue's images go where the app serves uploads from (the configured driver).
  const storage = createStorage(config);
  await seedDatabase(database.db, config, clock, storage);
  const app = await buildApp({ config, database, clock, storage });
  return {
    app,
    db: database.db,
    database,
    databaseUrl,
    config,
    clock,
    dataDir,
    async close() {
      await app.close();
      await database.close();
      await drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
};
