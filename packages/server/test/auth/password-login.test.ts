import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi, createAccount } from '../support/fixtures';
import { ADMIN, DEMO, startTestServer, type TestServer } from '../support/test-app';
import { MINUTE } from '../support/test-clock';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const passwordLogin = (identifier: string, password: string) =>
  callApi(server.app, { method: 'POST', url: '/api/auth/pass-login', body: { identifier, password } });

describe('POST /api/auth/pass-login', () => {
  it('logs the super admin in by email, whatever its case, and answers a token and the session user', async () => {
    const response = await passwordLogin(ADMIN.email.toUpperCase(), ADMIN.password);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(body.user).toEqual({
      id: expect.any(Number),
      name: 'Super Admin',
      role: 'SUPER_ADMIN',
      manufacturerId: null,
    });
  });

  it('logs the demo manufacturer in by mobile, with its manufacturer id as a number', async () => {
    const response = await passwordLogin(DEMO.mobile, DEMO.password);
    expect(response.statusCode).toBe(200);
    expect(response.json().user).toMatchObject({ role: 'MANUFACTURER', manufacturerId: expect.any(Number) });
  });

  it('logs a RETAILER in through the same call, with role RETAILER', async () => {
    const retailer = await createAccount(server.db, { role: 'RETAILER' });
    const response = await passwordLogin(retailer.email, retailer.password);
    expect(response.statusCode).toBe(200);
    expect(response.json().user.role).toBe('RETAILER');
  });

  it('answers 401 "Invalid credentials" for a wrong password and for an unknown account alike', async () => {
    const wrongPassword = await passwordLogin(ADMIN.email, 'not-the-password');
    const unknownUser = await passwordLogin('nobody@apparel.test', 'whatever');
    for (const response of [wrongPassword, unknownUser]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        message: 'Invalid credentials',
        error: 'Invalid credentials',
        statusCode: 401,
      });
    }
  });

  it('answers the SPEC message when the identifier or the password is missing', async () => {
    const noIdentifier = await passwordLogin('  ', 'x');
    expect(noIdentifier.statusCode).toBe(400);
    expect(noIdentifier.json().message).toBe('Email or Password is required');
    const noPassword = await passwordLogin(ADMIN.email, '');
    expect(noPassword.json().message).toBe('Password is required');
  });

  it('refuses an identifier after 10 failures in 15 minutes, even with the right password, then lets it in again', async () => {
    const account = await createAccount(server.db, { role: 'SUPER_ADMIN' });
    for (let attempt = 1; attempt <= 10; attempt++) {
      expect((await passwordLogin(account.email, `wrong-${attempt}`)).statusCode).toBe(401);
    }
    const refused = await passwordLogin(account.email.toUpperCase(), account.password);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/^Too many failed login attempts\. Try again in \d+ minutes?\.$/);

    // Other accounts still work.
    expect((await passwordLogin(ADMIN.email, ADMIN.password)).statusCode).toBe(200);

    server.clock.advance(15 * MINUTE);
    expect((await passwordLogin(account.email, account.password)).statusCode).toBe(200);
  });

  it('answers the 11th try the same whether an email and a mobile belong to one account or to two', async () => {
    const one = await createAccount(server.db, { role: 'SUPER_ADMIN' });
    const [a, b] = [
      await createAccount(server.db, { role: 'SUPER_ADMIN' }),
      await createAccount(server.db, { role: 'SUPER_ADMIN' }),
    ];
    const answers = async (email: string, mobile: string) => {
      const statuses: number[] = [];
      for (let attempt = 1; attempt <= 5; attempt++) {
        statuses.push((await passwordLogin(email, `wrong-${attempt}`)).statusCode);
        statuses.push((await passwordLogin(mobile, `wrong-${attempt}`)).statusCode);
      }
      statuses.push((await passwordLogin(email, 'wrong-11')).statusCode);
      return statuses;
    };
    const sameAccount = await answers(one.email, one.mobile);
    const twoAccounts = await answers(a.email, b.mobile);
    expect(sameAccount).toEqual(Array(11).fill(401));
    expect(twoAccounts).toEqual(sameAccount);
    // Each identifier still stops at its own 10 tries.
    for (let attempt = 7; attempt <= 10; attempt++) await passwordLogin(one.email, `wrong-${attempt}`);
    expect((await passwordLogin(one.email, one.password)).statusCode).toBe(429);
    expect((await passwordLogin(one.mobile, one.password)).statusCode).toBe(200);
  });

  it('never sends the password hash or the token version in the answer', async () => {
    const response = await passwordLogin(ADMIN.email, ADMIN.password);
    expect(response.body).not.toMatch(/argon2|passwordHash|password_hash|tokenVersion/);
  });
});
