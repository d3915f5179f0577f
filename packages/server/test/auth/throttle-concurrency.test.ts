import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { otpCodes, throttleBuckets } from '../../src/db/schema';
import { createAccount, readOutbox } from '../support/fixtures';
import { startTestServer, type TestServer } from '../support/test-app';
import { HOUR } from '../support/test-clock';

/**
 * Truly parallel requests over real HTTP (app.listen on port 0, one connection per request), so the
 * server handles them at the same time on several database connections (PostgreSQL) or interleaved
 * on one (PGlite). A throttle that checks and then records would let most of them through.
 */
let server: TestServer;
let base: string;
beforeAll(async () => {
  server = await startTestServer();
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  const address = server.app.server.address();
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});
afterAll(() => server?.close());

const post = async (path: string, body: unknown) => {
  const response = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', connection: 'close' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as { message: string } };
};

const passwordLogin = (identifier: string, password: string) =>
  post('/api/auth/pass-login', { identifier, password });

/** Answers other than 429 are the tries whose password was checked (401 or 200). */
const checked = (answers: { status: number }[]) => answers.filter((a) => a.status !== 429);

const resetBuckets = () => server.db.delete(throttleBuckets);

describe('the login throttle under parallel requests', () => {
  it('checks at most 10 of 100 parallel wrong passwords for one account', async () => {
    await resetBuckets();
    const account = await createAccount(server.db, { role: 'SUPER_ADMIN' });
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, i) => passwordLogin(account.email, `wrong-${i}`)),
    );
    expect(checked(answers).length).toBeLessThanOrEqual(10);
    expect(checked(answers).every((a) => a.status === 401)).toBe(true);
    expect(answers.filter((a) => a.status === 429).length).toBeGreaterThanOrEqual(90);
  });

  it('does not log in with the right password at position 45 of 60 parallel tries', async () => {
    await resetBuckets();
    const account = await createAccount(server.db, { role: 'MANUFACTURER', manufacturerId: 1 });
    const tries = Array.from({ length: 60 }, (_, i) => (i === 44 ? account.password : `wrong-${i}`));
    // By email: its bucket (the mobile has its own, so one account's two identifiers stay unlinkable).
    const identifier = (_i: number) => account.email;
    const first = tries.slice(0, 44).map((password, i) => passwordLogin(identifier(i), password));
    // The 45th leaves once the account's 10 tries are counted, while the first 44 are still in flight.
    const accountTries = async () =>
      (
        await server.db
          .select()
          .from(throttleBuckets)
          .where(eq(throttleBuckets.key, `login:account:${account.id}:email`))
      )[0]?.attempts ?? 0;
    await expect.poll(accountTries, { timeout: 20_000, interval: 5 }).toBeGreaterThanOrEqual(10);
    const rest = tries.slice(44).map((password, i) => passwordLogin(identifier(44 + i), password));
    const answers = await Promise.all([...first, ...rest]);
    expect(checked(answers).length).toBeLessThanOrEqual(10);
    expect(answers[44]?.status).toBe(429);
    expect(answers.some((a) => a.status === 200)).toBe(false);
  });

  it('stops one client address spraying many identifiers: at most 50 checks in 15 minutes', async () => {
    await resetBuckets();
    const answers = await Promise.all(
      Array.from({ length: 70 }, (_, i) => passwordLogin(`nobody${i}@apparel.test`, 'guess')),
    );
    expect(checked(answers).length).toBeLessThanOrEqual(50);
    expect(checked(answers).length).toBeGreaterThanOrEqual(10);
    expect(answers.filter((a) => a.status === 429)[0]?.body.message).toMatch(
      /^Too many failed login attempts/,
    );
    await resetBuckets();
  });
});

describe('the OTP limits under parallel requests', () => {
  it('sends one code of 20 parallel requests for one mobile (30 s apart)', async () => {
    await resetBuckets();
    const mobile = '9811111111';
    const answers = await Promise.all(Array.from({ length: 20 }, () => post('/api/auth/login', { mobile })));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(await server.db.select().from(otpCodes).where(eq(otpCodes.mobile, mobile))).toHaveLength(1);
  });

  it('counts at most 5 tries of one code among 30 parallel guesses; the right code is refused after', async () => {
    await resetBuckets();
    server.clock.advance(HOUR);
    const account = await createAccount(server.db, { role: 'SUPER_ADMIN' });
    expect((await post('/api/auth/login', { mobile: account.mobile })).status).toBe(200);
    const code = (await readOutbox(server.dataDir))
      .filter((m) => m.mobile === account.mobile)
      .at(-1)
      ?.text.match(/\d{6}/)?.[0];
    const wrong = (i: number) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0');
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        post('/api/auth/verify', { mobile: account.mobile, otp: wrong(i) }),
      ),
    );
    expect(answers.filter((a) => a.body.message === 'Invalid OTP').length).toBeLessThanOrEqual(5);
    const right = await post('/api/auth/verify', { mobile: account.mobile, otp: code });
    expect(right.status).toBe(400);
  });

  it('sends at most 30 codes an hour from one client address across mobiles', async () => {
    await resetBuckets();
    server.clock.advance(HOUR);
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        post('/api/auth/login', { mobile: `97${String(i).padStart(8, '0')}` }),
      ),
    );
    expect(answers.filter((a) => a.status === 200).length).toBeLessThanOrEqual(30);
    expect(answers.filter((a) => a.status === 429).length).toBeGreaterThanOrEqual(10);
  });
});
