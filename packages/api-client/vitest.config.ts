import { defineProject } from 'vitest/config';

export default defineProject({
  test: { name: 'api-client', environment: 'jsdom', include: ['test/**/*.test.ts'], testTimeout: 20_000 },
});
