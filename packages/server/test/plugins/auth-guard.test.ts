import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema';
import { callApi, createAccount, tokenFor } from '../support/fixtures';
import { ADMIN, DEMO, startTestServer, type TestServer } from '../support/test-app';
import { HOUR, SECOND } from '../support/test-clock';

let server: TestServer;
let demoToken: string;
beforeAll(async () => {
  server = await startTestServer();
  demoToken = await tokenFor(server.app, DEMO.email, DEMO.password);
});
afterAll(() => server?.close());

const readProfile = (token?: string) =>
  callApi(server.app, { method: 'GET', url: '/api/auth/profile', token });
const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const claimsOf = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString());

const expectSessionRefused = async (token?: string) => {
  const response = await readProfile(token);
  expect(response.statusCode).toBe(401);
  expect(response.json()).toMatchObject({ statusCode: 401, message: expect.any(String) });
  expect(response.json().error).toBe(response.json().message);
};

describe('the auth guard on /api routes', () => {
  it('lets a valid token through', async () => {
    expect((await readProfile(demoToken)).statusCode).toBe(200);
  });

  it('answers 401 without a token or with a malformed header', async () => {
    await expectSessionRefused();
    const response = await server.app.inject({
      method: 'GET',
      url: '/api/auth/profile',
      headers: { authorization: `Basic ${demoToken}` },
    });
    expect(response.statusCode).toBe(401);
  });

  it('answers 401 for a tampered token (claims changed, signature kept)', async () => {
    const [header, , signature] = demoToken.split('.');
    const forged = { ...claimsOf(demoToken), role: 'SUPER_ADMIN', mid: null };
    await expectSessionRefused(`${header}.${base64url(forged)}.${signature}`);
  });

  it('answers 401 for an unsigned alg "none" token', async () => {
    const header = base64url({ alg: 'none', typ: 'JWT' });
    await expectSessionRefused(`${header}.${base64url(claimsOf(demoToken))}.`);
  });

  it('answers 401 for a token signed with another secret', async () => {
    const claims = claimsOf(demoToken);
    const foreign = await new SignJWT({ role: claims.role, mid: claims.mid, tv: claims.tv })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(claims.sub)
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('another-secret-that-is-long-enough-123'));
    await expectSessionRefused(foreign);
  });

  it('answers 401 once the token has expired (8 hours by default)', async () => {
    const token = await tokenFor(server.app, ADMIN.email, ADMIN.password);
    expect(claimsOf(token).exp - claimsOf(token).iat).toBe(8 * 3600);
    server.clock.advance(8 * HOUR - SECOND);
    expect((await readProfile(token)).statusCode).toBe(200);
    server.clock.advance(SECOND);
    await expectSessionRefused(token);
  });

  it('answers 401 when the account no longer exists', async () => {
    const account = await createAccount(server.db, { role: 'SUPER_ADMIN' });
    const token = await tokenFor(server.app, account.email, account.password);
    await server.db.delete(users).where(eq(users.id, account.id));
    await expectSessionRefused(token);
  });

  it('answers 403 with a message for a role the route does not allow', async () => {
    const retailer = await createAccount(server.db, { role: 'RETAILER' });
    const token = await tokenFor(server.app, retailer.email, retailer.password);
    const response = await readProfile(token);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      message: 'Unauthorized access',
      error: 'Unauthorized access',
      statusCode: 403,
    });
  });

  it('checks the token and the role before reading the body', async () => {
    const malformed = { 'content-type': 'application/json' };
    const anonymous = await server.app.inject({
      method: 'PUT',
      url: '/api/auth/profile',
      headers: malformed,
      payload: '{oops',
    });
    expect(anonymous.statusCode).toBe(401);

    const retailer = await createAccount(server.db, { role: 'RETAILER' });
    const token = await tokenFor(server.app, retailer.email, retailer.password);
    const wrongRole = await server.app.inject({
      method: 'PUT',
      url: '/api/auth/profile',
      headers: { ...malformed, authorization: `Bearer ${token}` },
      payload: '{oops',
    });
    expect(wrongRole.statusCode).toBe(403);
  });
});
