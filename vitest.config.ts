import { defineConfig } from 'vitest/config';

/** One test run for every unit, component and server test; e2e runs in Playwright. */
export default defineConfig({
  test: {
    projects: [
      'packages/*/vitest.config.ts',
      '*/vitest.config.ts',
      // The server suite runs on PGlite, and again on PostgreSQL when DATABASE_URL is set.
      'packages/server/vitest.pglite.config.ts',
      ...(process.env.DATABASE_URL ? ['packages/server/vitest.postgres.config.ts'] : []),
    ],
  },
});
