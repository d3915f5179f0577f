import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

/**
 * The e2e run starts the production build the README's way, on a fresh data dir of its own: one
 * server per Playwright worker (port E2E_PORT + the worker's parallel index), so specs running side by
 * side never see each other's rows, pins or SMS outbox. Worker processes load this file after
 * Playwright has set TEST_PARALLEL_INDEX; the runner itself (index unset) starts every server.
 */
export const E2E_BASE_PORT = Number(process.env.E2E_PORT ?? 8181);
/** Workers, each with its own server (E2E_WORKERS=1 runs the suite as one line, as before). */
export const E2E_WORKERS = Math.max(1, Number(process.env.E2E_WORKERS ?? 2));
export const E2E_PORT = E2E_BASE_PORT + Number(process.env.TEST_PARALLEL_INDEX ?? 0);
export const BASE_URL = `http://127.0.0.1:${E2E_PORT}`;
export const E2E_ROOT = join(tmpdir(), `apparel-e2e-${E2E_PORT}`);
export const DATA_DIR = join(E2E_ROOT, 'data');
/** A copy of the built registry, so pinning tests never touch the developer's own pins. */
export const REMOTES_DIR = join(E2E_ROOT, 'registry');
export const REPO_ROOT = resolve(import.meta.dirname, '..', '..');
export const OUTBOX = join(DATA_DIR, 'sms-outbox.jsonl');

/** The seeded users (README defaults). */
export const SUPER_ADMIN = { email: 'admin@apparel.local', mobile: '9000000001', password: 'Admin@1234' };
export const DEMO_MANUFACTURER = { email: 'demo@apparel.local', mobile: '9000000002', password: 'Demo@1234' };
