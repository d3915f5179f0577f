import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../../src/app';
import { users } from '../../src/db/schema';
import { callApi, createAccount, latestOtp, tokenFor } from '../support/fixtures';
import { startTestServer, type TestServer } from '../support/test-app';
import { HOUR } from '../support/test-clock';

/**
 * A token already used (so its signature check is remembered by the instance) stops working on the
 * very next request, on every instance, when its account changes.
 */
let server: TestServer;
/** A second instance on the same database, as behind a load balancer. */
let other: App;
beforeAll(async () => {
  server = await startTestServer();
  other = await buildApp({ config: server.config, database: server.database, clock: server.clock });
});
afterAll(async () => {
  await other?.close();
  await server?.close();
});

const readProfile = (app: App, token: string) =>
  callApi(app, { method: 'GET', url: '/api/auth/profile', token });

/** An account whose token has answered 200 on both instances. */
const signedInOnBothInstances = async (role: 'SUPER_ADMIN' = 'SUPER_ADMIN') => {
  const account = await createAccount(server.db, { role, password: 'Secret@123' });
  const token = await tokenFor(server.app, account.email, 'Secret@123');
  for (const app of [server.app, other]) expect((await readProfile(app, token)).statusCode).toBe(200);
  return { account, token };
};

describe('sessions end at once on every instance', () => {
  it('after a password reset on one instance', async () => {
    const { account, token } = await signedInOnBothInstances();
    await callApi(server.app, {
      method: 'POST',
      url: '/api/auth/forgot-password',
      body: { mobile: account.mobile },
    });
    const otp = await latestOtp(server.dataDir, account.mobile);
    const reset = await callApi(server.app, {
      method: 'POST',
      url: '/api/auth/reset-password',
      body: { mobile: account.mobile, otp, newPassword: 'NewSecret@456' },
    });
    expect(reset.statusCode).toBe(200);
    for (const app of [server.app, other]) expect((await readProfile(app, token)).statusCode).toBe(401);
  });

  it('after a role change', async () => {
    const { account, token } = await signedInOnBothInstances('SUPER_ADMIN');
    await server.db.update(users).set({ role: 'RETAILER' }).where(eq(users.id, account.id));
    for (const app of [server.app, other]) {
      const response = await readProfile(app, token);
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe('Unauthorized access');
    }
    const search = await callApi(other, {
      method: 'POST',
      url: '/api/admin/manufacturers/search',
      token,
      body: {},
    });
    expect(search.statusCode).toBe(403);
  });

  it('after the user is removed', async () => {
    const { account, token } = await signedInOnBothInstances();
    await server.db.delete(users).where(eq(users.id, account.id));
    for (const app of [server.app, other]) expect((await readProfile(app, token)).statusCode).toBe(401);
  });

  it('when the token expires, even though it was accepted a moment before', async () => {
    const { token } = await signedInOnBothInstances();
    server.clock.advance(8 * HOUR - 1);
    for (const app of [server.app, other]) expect((await readProfile(app, token)).statusCode).toBe(200);
    server.clock.advance(1);
    for (const app of [server.app, other]) expect((await readProfile(app, token)).statusCode).toBe(401);
  });

  it('a remembered token with a character of its signature changed is refused', async () => {
    const { token } = await signedInOnBothInstances();
    const at = token.length - 10;
    const changed = `${token.slice(0, at)}${token[at] === 'A' ? 'B' : 'A'}${token.slice(at + 1)}`;
    expect((await readProfile(server.app, changed)).statusCode).toBe(401);
  });
});
