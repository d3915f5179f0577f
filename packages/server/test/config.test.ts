import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig, REPO_ROOT } from '../src/config';

describe('loadConfig', () => {
  it('has working defaults, with paths under the repository root whatever the cwd', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      databaseUrl: undefined,
      dataDir: join(REPO_ROOT, '.data'),
      shellDir: join(REPO_ROOT, 'shell/dist'),
      remotesDir: join(REPO_ROOT, 'registry'),
      jwtTtlSeconds: 8 * 3600,
      admin: { email: 'admin@apparel.local', mobile: '9000000001', password: 'Admin@1234' },
      demo: { email: 'demo@apparel.local', mobile: '9000000002', password: 'Demo@1234' },
      demoData: true,
      logLevel: 'info',
    });
    expect(REPO_ROOT).toMatch(/[\\/]$/);
    expect(join(REPO_ROOT, 'packages/server/src/config.ts')).toBe(
      join(import.meta.dirname, '../src/config.ts'),
    );
  });

  it('reads how many days back a dispatch or credit note may be dated: 7 unless DOCUMENT_BACKDATE_DAYS says', () => {
    expect(loadConfig({}).documentBackdateDays).toBe(7);
    expect(loadConfig({ DOCUMENT_BACKDATE_DAYS: '30' }).documentBackdateDays).toBe(30);
    expect(() => loadConfig({ DOCUMENT_BACKDATE_DAYS: '1.5' })).toThrow(
      'DOCUMENT_BACKDATE_DAYS: Use a whole number of days',
    );
  });

  it('seeds no demo data on PostgreSQL unless DEMO_DATA says so', () => {
    const url = 'postgres://postgres@127.0.0.1:5432/app';
    expect(loadConfig({ DATABASE_URL: url }).demoData).toBe(false);
    expect(loadConfig({ DATABASE_URL: url, DEMO_DATA: 'true' }).demoData).toBe(true);
    expect(loadConfig({ DEMO_DATA: 'false' }).demoData).toBe(false);
  });

  it('reads durations, absolute paths and empty values', () => {
    const config = loadConfig({
      JWT_TTL: '30m',
      DATA_DIR: '/var/lib/apparel',
      PORT: '',
      SHELL_DIR: 'build/shell',
    });
    expect(config.jwtTtlSeconds).toBe(1800);
    expect(config.dataDir).toBe('/var/lib/apparel');
    expect(config.port).toBe(8080);
    expect(config.shellDir).toBe(join(REPO_ROOT, 'build/shell'));
    expect(loadConfig({ JWT_TTL: '3600' }).jwtTtlSeconds).toBe(3600);
  });

  it('fails with one message naming every bad variable', () => {
    expect(() =>
      loadConfig({
        PORT: 'eighty',
        JWT_SECRET: 'short',
        ADMIN_MOBILE: '123',
        DEMO_DATA: 'maybe',
        JWT_TTL: '8 hours',
      }),
    ).toThrowError(
      /Invalid server configuration:\n {2}PORT: .+\n {2}JWT_SECRET: Must be at least 32 characters\n {2}JWT_TTL: .+\n {2}ADMIN_MOBILE: Must be 10 digits\n {2}DEMO_DATA: Use true or false/,
    );
  });
});

describe('timeouts', () => {
  it('bound every request by default, uploads longer, and read from the environment', () => {
    expect(loadConfig({}).timeouts).toEqual({
      requestMs: 30_000,
      uploadMs: 300_000,
      headersMs: 10_000,
      keepAliveMs: 10_000,
      idleMs: 60_000,
    });
    const tuned = loadConfig({
      REQUEST_TIMEOUT: '1m',
      UPLOAD_TIMEOUT: '10m',
      HEADERS_TIMEOUT: '5s',
    }).timeouts;
    expect(tuned).toMatchObject({ requestMs: 60_000, uploadMs: 600_000, headersMs: 5_000 });
    expect(() => loadConfig({ REQUEST_TIMEOUT: '0' })).toThrow(/REQUEST_TIMEOUT/);
  });
});
