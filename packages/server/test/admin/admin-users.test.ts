import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi, tokenFor } from '../support/fixtures';
import { ADMIN, DEMO, startTestServer, type TestServer } from '../support/test-app';
import { rowCounts } from './admin-support';

let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await startTestServer();
  token = await tokenFor(server.app, ADMIN.email, ADMIN.password);
});
afterAll(() => server?.close());

const call = (method: 'GET' | 'POST' | 'PUT', url: string, body?: unknown) =>
  callApi(server.app, { method, url: `/api${url}`, token, body });

const NEW_ADMIN = {
  name: 'Second Admin',
  email: 'second@apparel.test',
  mobile: '9111111111',
  password: 'Second@123',
};

describe('admin users (/api/admin/admins)', () => {
  let id: number;

  it('creates an admin who can log in as a super admin', async () => {
    const response = await call('POST', '/admin/admins', { user: NEW_ADMIN });
    expect(response.statusCode).toBe(201);
    const { password: _, ...visible } = NEW_ADMIN;
    expect(response.json()).toEqual({ id: expect.any(Number), ...visible });
    id = response.json().id;
    const login = await callApi(server.app, {
      method: 'POST',
      url: '/api/auth/pass-login',
      body: { identifier: NEW_ADMIN.email, password: NEW_ADMIN.password },
    });
    expect(login.json().user.role).toBe('SUPER_ADMIN');
  });

  it('lists and reads admins only, never with a password or hash', async () => {
    const list = await call('GET', '/admin/admins');
    expect(list.statusCode).toBe(200);
    expect(list.json().map((a: { email: string }) => a.email)).toEqual([ADMIN.email, NEW_ADMIN.email]);
    expect(list.body).not.toMatch(/password|hash|\$argon2/i);
    const one = await call('GET', `/admin/admins/${id}`);
    expect(one.json()).toMatchObject({ id, email: NEW_ADMIN.email });
    expect(one.body).not.toMatch(/password|hash|\$argon2/i);
  });

  it('answers 404 for an unknown id and for a user who is not an admin', async () => {
    const demo = await callApi(server.app, {
      method: 'POST',
      url: '/api/auth/pass-login',
      body: { identifier: DEMO.email, password: DEMO.password },
    });
    for (const missing of [999_999, demo.json().user.id]) {
      const response = await call('GET', `/admin/admins/${missing}`);
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe('Admin not found');
      const edit = await call('PUT', `/admin/admins/${missing}`, { user: { name: 'x' } });
      expect(edit.statusCode).toBe(404);
    }
  });

  it('renames with a blank or absent password and keeps the password', async () => {
    const { password: _, ...contact } = NEW_ADMIN;
    const blank = await call('PUT', `/admin/admins/${id}`, {
      user: { ...contact, name: 'Renamed', password: '' },
    });
    expect(blank.statusCode).toBe(200);
    expect(blank.json().name).toBe('Renamed');
    const absent = await call('PUT', `/admin/admins/${id}`, { user: { ...contact, name: 'Renamed Again' } });
    expect(absent.json().name).toBe('Renamed Again');
    await expect(tokenFor(server.app, NEW_ADMIN.email, NEW_ADMIN.password)).resolves.toEqual(
      expect.any(String),
    );
  });

  it('changes the password when one is given', async () => {
    const response = await call('PUT', `/admin/admins/${id}`, {
      user: { ...NEW_ADMIN, name: 'Renamed Again', password: 'Changed@123' },
    });
    expect(response.statusCode).toBe(200);
    await expect(tokenFor(server.app, NEW_ADMIN.mobile, 'Changed@123')).resolves.toEqual(expect.any(String));
  });

  it('refuses to change email or mobile on edit (400), changing nothing', async () => {
    for (const change of [{ email: 'other@apparel.test' }, { mobile: '9222222222' }]) {
      const response = await call('PUT', `/admin/admins/${id}`, {
        user: { ...NEW_ADMIN, name: 'Nope', password: '', ...change },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe('Email and mobile cannot be changed');
    }
    expect((await call('GET', `/admin/admins/${id}`)).json()).toMatchObject({
      name: 'Renamed Again',
      email: NEW_ADMIN.email,
      mobile: NEW_ADMIN.mobile,
    });
    // The same email in another case is not a change.
    const sameEmail = await call('PUT', `/admin/admins/${id}`, {
      user: { ...NEW_ADMIN, email: NEW_ADMIN.email.toUpperCase(), password: '' },
    });
    expect(sameEmail.statusCode).toBe(200);
  });

  it('answers 409 on a duplicate email or mobile at create, writing nothing', async () => {
    const before = await rowCounts(server.db);
    const base = { name: 'Dup', email: 'dup@apparel.test', mobile: '9333333333', password: 'Dup@12345' };
    const email = await call('POST', '/admin/admins', { user: { ...base, email: DEMO.email.toUpperCase() } });
    expect(email.statusCode).toBe(409);
    expect(email.json().message).toBe('Email already in use');
    const mobile = await call('POST', '/admin/admins', { user: { ...base, mobile: NEW_ADMIN.mobile } });
    expect(mobile.statusCode).toBe(409);
    expect(mobile.json().message).toBe('Mobile already in use');
    expect(await rowCounts(server.db)).toEqual(before);
  });

  it('validates the user block with the messages of SPEC 5', async () => {
    const cases = [
      [{ ...NEW_ADMIN, email: 'x', mobile: '9444444444' }, 'Invalid email'],
      [{ ...NEW_ADMIN, email: 'v@apparel.test', mobile: '94444' }, 'Mobile must be 10 digits'],
      [
        { ...NEW_ADMIN, email: 'v@apparel.test', mobile: '9444444444', password: '123' },
        'Password must be at least 6 characters',
      ],
      [{ ...NEW_ADMIN, email: 'v@apparel.test', mobile: '9444444444', name: ' ' }, 'Required'],
    ] as const;
    for (const [user, message] of cases) {
      const response = await call('POST', '/admin/admins', { user });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(message);
    }
  });
});
