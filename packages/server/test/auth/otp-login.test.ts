import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi, createAccount, latestOtp, readOutbox } from '../support/fixtures';
import { DEMO, startTestServer, type TestServer } from '../support/test-app';
import { HOUR, MINUTE, SECOND } from '../support/test-clock';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const requestOtp = (mobile: string) =>
  callApi(server.app, { method: 'POST', url: '/api/auth/login', body: { mobile } });
const verifyOtp = (mobile: string, otp: string) =>
  callApi(server.app, { method: 'POST', url: '/api/auth/verify', body: { mobile, otp } });
/** A code that is not the one sent. */
const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');
/** Each test uses its own account, so the resend throttle of one test never touches another. */
const newManufacturerAccount = async () => {
  const demo = (
    await callApi(server.app, {
      method: 'POST',
      url: '/api/auth/pass-login',
      body: { identifier: DEMO.email, password: DEMO.password },
    })
  ).json();
  return createAccount(server.db, { role: 'MANUFACTURER', manufacturerId: demo.user.manufacturerId });
};

describe('OTP login: POST /api/auth/login then /api/auth/verify', () => {
  it('sends a 6-digit code by SMS (never in the answer) and exchanges it for a token', async () => {
    const account = await newManufacturerAccount();
    const sent = await requestOtp(account.mobile);
    expect(sent.statusCode).toBe(200);
    const otp = await latestOtp(server.dataDir, account.mobile);
    expect(sent.body).not.toContain(otp);
    const [message] = (await readOutbox(server.dataDir)).filter((m) => m.mobile === account.mobile);
    expect(message?.text).toBe(`Your Apparel verification code is ${otp}. It expires in 5 minutes.`);
    expect(new Date(message?.at ?? '').toISOString()).toBe(server.clock().toISOString());

    const verified = await verifyOtp(account.mobile, otp);
    expect(verified.statusCode).toBe(200);
    expect(verified.json().user).toMatchObject({ id: account.id, role: 'MANUFACTURER' });
    expect(verified.body).not.toContain(`"${otp}"`);
  });

  it('takes the mobile typed as +91 98765 43210 or 098765 43210 as its 10 digits', async () => {
    const account = await newManufacturerAccount();
    const spaced = `+91 ${account.mobile.slice(0, 5)} ${account.mobile.slice(5)}`;
    expect((await requestOtp(spaced)).statusCode).toBe(200);
    const otp = await latestOtp(server.dataDir, account.mobile);
    expect((await verifyOtp(account.mobile, otp)).statusCode).toBe(200);
    server.clock.advance(HOUR);
    expect((await requestOtp(`0${account.mobile}`)).statusCode).toBe(200);
    const outbox = (await readOutbox(server.dataDir)).filter((m) => m.mobile === account.mobile);
    expect(outbox).toHaveLength(2);
  });

  it('answers an unknown mobile exactly like a known one and sends it nothing', async () => {
    const account = await newManufacturerAccount();
    const known = await requestOtp(account.mobile);
    const unknown = await requestOtp('9111111111');
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.json()).toEqual(known.json());
    expect((await readOutbox(server.dataDir)).some((m) => m.mobile === '9111111111')).toBe(false);
  });

  it('refuses a used code', async () => {
    const account = await newManufacturerAccount();
    await requestOtp(account.mobile);
    const otp = await latestOtp(server.dataDir, account.mobile);
    expect((await verifyOtp(account.mobile, otp)).statusCode).toBe(200);
    const again = await verifyOtp(account.mobile, otp);
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toMatch(/expired or was already used/);
  });

  it('refuses a code older than 5 minutes', async () => {
    const account = await newManufacturerAccount();
    await requestOtp(account.mobile);
    const otp = await latestOtp(server.dataDir, account.mobile);
    server.clock.advance(5 * MINUTE);
    const late = await verifyOtp(account.mobile, otp);
    expect(late.statusCode).toBe(400);
    expect(late.json().message).toMatch(/expired/);
  });

  it('accepts the right code on the fifth try but refuses the sixth try even with the right code', async () => {
    const first = await newManufacturerAccount();
    await requestOtp(first.mobile);
    const firstOtp = await latestOtp(server.dataDir, first.mobile);
    for (let attempt = 1; attempt <= 4; attempt++) {
      expect((await verifyOtp(first.mobile, wrongCode(firstOtp))).json().message).toBe('Invalid OTP');
    }
    expect((await verifyOtp(first.mobile, firstOtp)).statusCode).toBe(200);

    const second = await newManufacturerAccount();
    await requestOtp(second.mobile);
    const secondOtp = await latestOtp(server.dataDir, second.mobile);
    for (let attempt = 1; attempt <= 5; attempt++) {
      expect((await verifyOtp(second.mobile, wrongCode(secondOtp))).statusCode).toBe(400);
    }
    const sixth = await verifyOtp(second.mobile, secondOtp);
    expect(sixth.statusCode).toBe(400);
    expect(sixth.json().message).toBe('Too many wrong attempts. Please request a new OTP.');
  });

  it('keeps only the newest code of a mobile valid', async () => {
    const account = await newManufacturerAccount();
    await requestOtp(account.mobile);
    const older = await latestOtp(server.dataDir, account.mobile);
    server.clock.advance(30 * SECOND);
    await requestOtp(account.mobile);
    const newer = await latestOtp(server.dataDir, account.mobile);
    if (older !== newer) expect((await verifyOtp(account.mobile, older)).statusCode).toBe(400);
    expect((await verifyOtp(account.mobile, newer)).statusCode).toBe(200);
  });

  it('allows one send per 30 seconds per mobile, saying when to retry', async () => {
    const account = await newManufacturerAccount();
    expect((await requestOtp(account.mobile)).statusCode).toBe(200);
    server.clock.advance(10 * SECOND);
    const tooSoon = await requestOtp(account.mobile);
    expect(tooSoon.statusCode).toBe(429);
    expect(tooSoon.json().message).toBe('Too many OTP requests. Try again in 20 seconds.');
    server.clock.advance(20 * SECOND);
    expect((await requestOtp(account.mobile)).statusCode).toBe(200);
  });

  it('allows 10 sends per hour per mobile, also for an unknown mobile', async () => {
    for (const mobile of [(await newManufacturerAccount()).mobile, '9222222222']) {
      const start = server.clock().getTime();
      for (let send = 1; send <= 10; send++) {
        expect((await requestOtp(mobile)).statusCode).toBe(200);
        server.clock.advance(31 * SECOND);
      }
      const eleventh = await requestOtp(mobile);
      expect(eleventh.statusCode).toBe(429);
      expect(eleventh.json().message).toMatch(/^Too many OTP requests\. Try again in \d+ minutes\.$/);
      server.clock.advance(start + HOUR - server.clock().getTime());
      expect((await requestOtp(mobile)).statusCode).toBe(200);
    }
  });

  it('answers the SPEC messages for a bad mobile or code', async () => {
    expect((await requestOtp('98765')).json().message).toBe('Mobile number too short');
    expect((await requestOtp('9876543210123456')).json().message).toBe('Mobile number too long');
    expect((await requestOtp('')).json().message).toBe('Mobile is required');
    expect((await verifyOtp('98765', '123456')).json().message).toBe('Mobile number must be 10 digits');
    expect((await verifyOtp('9876543210', '12a')).json().message).toBe('OTP must be 6 digits');
    expect((await verifyOtp('9876543210', '')).json().message).toBe('OTP is required');
  });
});
