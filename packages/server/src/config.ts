import { isAbsolute, resolve } from 'node:path';
import { DEFAULT_DOCUMENT_BACKDATE_DAYS } from '@apparel/contracts';
import { z } from 'zod';
import { REPO_ROOT } from './paths';
import { DEFAULT_UPLOADS_PER_ADDRESS } from './plugins/connection-limits';
import { type StorageConfig, storageEnvSchema, toStorageConfig } from './storage/storage-config';

/**
 * `pnpm start` runs with cwd packages/server, so relative paths in the environment (DATA_DIR,
 * SHELL_DIR, REMOTES_DIR) are read against the repository root, not the cwd.
 */

export { REPO_ROOT };

const fromRoot = (path: string) => (isAbsolute(path) ? path : resolve(REPO_ROOT, path));

const flag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'Use true or false' })
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const SECONDS_PER_UNIT: Record<string, number> = { s: 1, m: 60, h: 3600, d: 86400 };

/** A duration such as 3600, 90s, 30m, 8h or 7d, read as seconds. */
const duration = z
  .string()
  .regex(/^\d+[smhd]?$/, 'Use seconds or a number with s, m, h or d (e.g. 8h)')
  .transform((v) => {
    const unit = SECONDS_PER_UNIT[v.slice(-1)];
    return unit ? Number(v.slice(0, -1)) * unit : Number(v);
  })
  .refine((seconds) => seconds > 0, 'Must be longer than zero');

const mobile = z.string().regex(/^\d{10}$/, 'Must be 10 digits');
const password = z.string().min(6, 'Must be at least 6 characters');

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'Must be a postgres:// URL')
    .optional(),
  DATA_DIR: z.string().min(1).default('.data'),
  JWT_SECRET: z.string().min(32, 'Must be at least 32 characters').optional(),
  JWT_TTL: duration.default(8 * 3600),
  ADMIN_EMAIL: z.email('Must be an email address').default('admin@apparel.local'),
  ADMIN_MOBILE: mobile.default('9000000001'),
  ADMIN_PASSWORD: password.default('Admin@1234'),
  DEMO_DATA: flag.optional(),
  DEMO_EMAIL: z.email('Must be an email address').default('demo@apparel.local'),
  DEMO_MOBILE: mobile.default('9000000002'),
  DEMO_PASSWORD: password.default('Demo@1234'),
  SHELL_DIR: z.string().min(1).default('shell/dist'),
  REMOTES_DIR: z.string().min(1).default('registry'),
  /** The token ops pin and canary with from a script (`pnpm remotes pin --token`); unset: sessions only. */
  REGISTRY_OPS_TOKEN: z
    .string()
    .min(24, 'REGISTRY_OPS_TOKEN must be at least 24 characters')
    .regex(/^[A-Za-z0-9_-]+$/, 'REGISTRY_OPS_TOKEN holds letters, digits, _ and - only')
    .optional(),
  REQUEST_TIMEOUT: duration.default(30),
  UPLOAD_TIMEOUT: duration.default(300),
  HEADERS_TIMEOUT: duration.default(10),
  KEEP_ALIVE_TIMEOUT: duration.default(10),
  IDLE_TIMEOUT: duration.default(60),
  UPLOADS_PER_ADDRESS: z.coerce.number().int().min(1).max(1000).default(DEFAULT_UPLOADS_PER_ADDRESS),
  DOCUMENT_BACKDATE_DAYS: z.coerce
    .number()
    .int('Use a whole number of days')
    .min(0)
    .max(365)
    .default(DEFAULT_DOCUMENT_BACKDATE_DAYS),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

/** How long a client may take, in milliseconds (Fastify 5 and Node wait forever by default). */
export type Timeouts = {
  /** To send a whole request that is not an upload (headers and body). */
  requestMs: number;
  /** To send a whole multipart upload. */
  uploadMs: number;
  /** To send the request headers. */
  headersMs: number;
  /** An idle kept-alive connection is closed after this. */
  keepAliveMs: number;
  /** A connection on which nothing moves (no byte in either direction) is closed after this. */
  idleMs: number;
};

export const DEFAULT_TIMEOUTS: Timeouts = {
  requestMs: 30_000,
  uploadMs: 300_000,
  headersMs: 10_000,
  keepAliveMs: 10_000,
  idleMs: 60_000,
};

export type SeedAccount = { email: string; mobile: string; password: string };

export type Config = {
  port: number;
  host: string;
  /** PostgreSQL when set; otherwise the embedded PGlite database in `dataDir/db`. */
  databaseUrl: string | undefined;
  dataDir: string;
  /** When unset, a secret is generated once and kept in the database (app_settings). */
  jwtSecret: string | undefined;
  jwtTtlSeconds: number;
  admin: SeedAccount;
  /** Seed the demo manufacturer on first start. */
  demoData: boolean;
  demo: SeedAccount;
  shellDir: string;
  remotesDir: string;
  /** REGISTRY_OPS_TOKEN: pins and canaries from a script; unset: super admin sessions only. */
  registryOpsToken?: string;
  logLevel: string;
  /** Uploaded files: local disk under `dataDir` when unset (STORAGE_DRIVER and S3_*). */
  storage?: StorageConfig;
  /** Defaults to DEFAULT_TIMEOUTS. */
  timeouts?: Timeouts;
  /** Multipart uploads one client address may have in flight at once; defaults to 16. */
  uploadsPerAddress?: number;
  /** How many days back a dispatch or credit note may be dated (DOCUMENT_BACKDATE_DAYS); defaults to 7. */
  documentBackdateDays?: number;
  /** Public line sheet calls per client address per window; defaults to LINE_SHEET_ADDRESS_RULE (tests, benches). */
  lineSheetAddressRule?: { limit: number; windowMs: number };
};

/** Reads and checks the environment; throws one error naming every bad variable. */
export const loadConfig = (env: NodeJS.ProcessEnv = process.env): Config => {
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = envSchema.safeParse(present);
  const storage = storageEnvSchema.safeParse(present);
  if (!parsed.success || !storage.success) {
    const issues = [...(parsed.error?.issues ?? []), ...(storage.error?.issues ?? [])];
    const lines = issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid server configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  return {
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    dataDir: fromRoot(e.DATA_DIR),
    jwtSecret: e.JWT_SECRET,
    jwtTtlSeconds: e.JWT_TTL,
    admin: { email: e.ADMIN_EMAIL, mobile: e.ADMIN_MOBILE, password: e.ADMIN_PASSWORD },
    demoData: e.DEMO_DATA ?? !e.DATABASE_URL,
    demo: { email: e.DEMO_EMAIL, mobile: e.DEMO_MOBILE, password: e.DEMO_PASSWORD },
    shellDir: fromRoot(e.SHELL_DIR),
    remotesDir: fromRoot(e.REMOTES_DIR),
    registryOpsToken: e.REGISTRY_OPS_TOKEN,
    logLevel: e.LOG_LEVEL,
    storage: toStorageConfig(storage.data),
    timeouts: {
      requestMs: e.REQUEST_TIMEOUT * 1000,
      uploadMs: Math.max(e.UPLOAD_TIMEOUT, e.REQUEST_TIMEOUT) * 1000,
      headersMs: e.HEADERS_TIMEOUT * 1000,
      keepAliveMs: e.KEEP_ALIVE_TIMEOUT * 1000,
      idleMs: e.IDLE_TIMEOUT * 1000,
    },
    uploadsPerAddress: e.UPLOADS_PER_ADDRESS,
    documentBackdateDays: e.DOCUMENT_BACKDATE_DAYS,
  };
};
