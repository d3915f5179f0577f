import { defineProject } from 'vitest/config';

/**
 * The server suite, run once per database: `server-pglite` (in-memory PGlite, always) and
 * `server-postgres` (a fresh database per test file, created from DATABASE_URL).
 */
export const serverProject = (database: 'pglite' | 'postgres') =>
  defineProject({
    test: {
      name: `server-${database}`,
      include: ['test/**/*.test.ts'],
      environment: 'node',
      env: { SERVER_TEST_DB: database },
      // One migrated template per run; each file's database is a copy of it.
      globalSetup: ['test/support/template-database.ts'],

      // Files still get a database each; sharing the worker spares each file PGlite's warm-up.
      isolate: false,
      // Starting an embedded database takes a few seconds on a busy machine.
      hookTimeout: 120_000,
      testTimeout: 30_000,
    },
  });
