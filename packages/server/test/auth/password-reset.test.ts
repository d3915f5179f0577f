import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi, createAccount, latestOtp, tokenFor } from '../support/fixtures';
import { startTestServer, type TestServer } from '../support/test-app';
import { SECOND } from '../support/test-clock';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const forgotPassword = (mobile: string) =>
  callApi(server.app, { method: 'POST', url: '/api/auth/forgot-password', body: { mobile } });
const resetPassword = (mobile: string, otp: string, newPassword: string) =>
  callApi(server.app, {
    method: 'POST',
    url: '/api/auth/reset-password',
    body: { mobile, otp, newPassword },
  });
const passwordLogin = (identifier: string, password: string) =>
  callApi(server.app, { method: 'POST', url: '/api/auth/pass-login', body: { identifier, password } });
const readProfile = (token: string) =>
  callApi(server.app, { method: 'GET', url: '/api/auth/profile', token });

describe('forgot and reset password', () => {
  it('sets the new password, refuses the old one and ends the sessions opened before', async () => {
    const account = await createAccount(server.db, { role: 'SUPER_ADMIN', password: 'OldSecret1' });
    const oldToken = await tokenFor(server.app, account.email, 'OldSecret1');
    expect((await readProfile(oldToken)).statusCode).toBe(200);

    expect((await forgotPassword(account.mobile)).statusCode).toBe(200);
    const otp = await latestOtp(server.dataDir, account.mobile);
    const reset = await resetPassword(account.mobile, otp, 'NewSecret2');
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toEqual({ message: 'Password has been reset' });

    expect((await passwordLogin(account.email, 'NewSecret2')).statusCode).toBe(200);
    expect((await passwordLogin(account.email, 'OldSecret1')).statusCode).toBe(401);
    expect((await readProfile(oldToken)).statusCode).toBe(401);
  });

  it('keeps the OTP usable when the reset is refused for its new password', async () => {
    const account = await createAccount(server.db, { role: 'SUPER_ADMIN' });
    await forgotPassword(account.mobile);
    const otp = await latestOtp(server.dataDir, account.mobile);
    const tooShort = await resetPassword(account.mobile, otp, 'abc');
    expect(tooShort.statusCode).toBe(400);
    expect(tooShort.json().message).toBe('Password must be at least 4 characters');
    const missing = await resetPassword(account.mobile, otp, '');
    expect(missing.json().message).toBe('New password is required');

    expect((await resetPassword(account.mobile, otp, 'abcd')).statusCode).toBe(200);
    expect((await passwordLogin(account.mobile, 'abcd')).statusCode).toBe(200);
  });

  it('refuses a reset code used twice, and a login code used for a reset', async () => {
    const account = await createAccount(server.db, { role: 'SUPER_ADMIN' });
    await forgotPassword(account.mobile);
    const otp = await latestOtp(server.dataDir, account.mobile);
    expect((await resetPassword(account.mobile, otp, 'first-pass')).statusCode).toBe(200);
    expect((await resetPassword(account.mobile, otp, 'second-pass')).statusCode).toBe(400);

    server.clock.advance(30 * SECOND);
    await callApi(server.app, { method: 'POST', url: '/api/auth/login', body: { mobile: account.mobile } });
    const loginOtp = await latestOtp(server.dataDir, account.mobile);
    expect((await resetPassword(account.mobile, loginOtp, 'third-pass')).statusCode).toBe(400);
    expect((await passwordLogin(account.mobile, 'first-pass')).statusCode).toBe(200);
  });
});
