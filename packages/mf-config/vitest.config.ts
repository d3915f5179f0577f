import { defineProject } from 'vitest/config';

export default defineProject({
  test: { name: 'mf-config', environment: 'node', include: ['test/**/*.test.ts'] },
});
