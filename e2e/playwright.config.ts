import { readFileSync } from 'node:fs';
import { defineConfig } from '@playwright/test';
import { BASE_URL, E2E_BASE_PORT, E2E_WORKERS } from './support/env';

/** Debian's Chromium and its flags, shared with the bench scripts (e2e/chromium.json). */
const chromium = JSON.parse(readFileSync(new URL('./chromium.json', import.meta.url), 'utf8')) as {
  path: string;
  args: string[];
};

/** Specs that change what every page loads (pins, canaries, published versions). */
const RELEASE_SPECS = /(remotes|remotes-delivery|release-registry)\.spec\.ts$/;

/**
 * Drives the production build in Debian's Chromium; nothing is mocked. Never `playwright install`.
 * Each worker has a server of its own (support/env.ts). The specs that pin, canary or publish remotes
 * run after every other spec (project `releases`), so no page test meets a version they left pinned.
 */
export default defineConfig({
  testDir: './tests',
  timeout: 45_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: E2E_WORKERS,
  retries: 0,
  reporter: [['list']],
  use: {
    baseURL: BASE_URL,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? chromium.path,
      args: chromium.args,
    },
  },
  projects: [
    { name: 'pages', testIgnore: RELEASE_SPECS },
    { name: 'releases', testMatch: RELEASE_SPECS, dependencies: ['pages'] },
  ],
  webServer: Array.from({ length: E2E_WORKERS }, (_, index) => {
    const port = E2E_BASE_PORT + index;
    return {
      command: 'node scripts/serve-fresh.mjs',
      env: { E2E_PORT: String(port) },
      url: `http://127.0.0.1:${port}/api/health`,
      reuseExistingServer: false,
      timeout: Number(process.env.E2E_SERVER_TIMEOUT ?? 120_000),
      stdout: 'ignore' as const,
      stderr: 'pipe' as const,
    };
  }),
});
