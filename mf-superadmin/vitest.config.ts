import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'mf-superadmin',
    environment: 'jsdom',
    include: ['test/**/*.test.{ts,tsx}'],
    setupFiles: ['../packages/ui/src/testing/setup.ts'],
    testTimeout: 20_000,
  },
});
