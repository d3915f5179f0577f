import { defineConfig } from 'vitest/config';

/** One test run for every unit, component and server test; e2e runs in Playwright. */
export default defineConfig({
  test: {
    // Both cores: vitest's default leaves one idle on a 2-core machine, and the PostgreSQL half mostly
    // waits on the database (CI: 1,085 s on one worker, 729 s on two; docs/performance/ci.md).
    maxWorkers: 2,
    projects: [
      'packages/*/vitest.config.ts',
      '*/vitest.config.ts',
      // The server suite runs on PGlite, and again on PostgreSQL when DATABASE_URL is set.
      'packages/server/vitest.pglite.config.ts',
      ...(process.env.DATABASE_URL ? ['packages/server/vitest.postgres.config.ts'] : []),
    ],
  },
});
