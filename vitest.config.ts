import { defineConfig } from 'vitest/config';

/** One test run for every unit, component and server test; e2e runs in Playwright. */
export default defineConfig({
  test: {
    projects: ['packages/*/vitest.config.ts', '*/vitest.config.ts'],
  },
});
