import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

/** The e2e run starts the production build the README's way, on a fresh data dir of its own. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 8181);
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
