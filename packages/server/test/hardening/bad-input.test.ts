import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeDatabaseError } from '../../src/plugins/database-errors';
import { callApi, tokenFor } from '../support/fixtures';
import { ADMIN, DEMO, startTestServer, type TestServer } from '../support/test-app';

/** Each case here answered 500 before the hardening (issue 6). */
let server: TestServer;
let adminToken: string;
let demoToken: string;
beforeAll(async () => {
  server = await startTestServer();
  adminToken = await tokenFor(server.app, ADMIN.email, ADMIN.password);
  demoToken = await tokenFor(server.app, DEMO.email, DEMO.password);
});
afterAll(() => server?.close());

const expectError = (response: { statusCode: number; json(): unknown }, statusCode: number) => {
  expect(response.statusCode).toBe(statusCode);
  const body = response.json() as { message: string; error: string; statusCode: number };
  expect(body.message).toEqual(expect.any(String));
  expect(body).toEqual({ message: body.message, error: body.message, statusCode });
};

describe('NUL bytes and huge text answer 400', () => {
  const NUL = 'a\u0000b';
  it.each([
    ['/api/auth/pass-login', { identifier: NUL, password: 'x' }],
    ['/api/auth/pass-login', { identifier: 'a@b.c', password: NUL }],
    ['/api/auth/login', { mobile: '900000\u00000001' }],
    ['/api/auth/forgot-password', { mobile: '900000\u00000001' }],
    ['/api/auth/reset-password', { mobile: '9000000001', otp: '123456', newPassword: NUL }],
    ['/api/auth/pass-login', { identifier: 'x'.repeat(3000), password: 'x' }],
  ])('POST %s', async (url, body) => {
    expectError(await callApi(server.app, { method: 'POST', url, body }), 400);
  });

  it('in an admin, a profile and a search', async () => {
    const admin = { name: NUL, email: 'n@apparel.test', mobile: '9111111111', password: 'Secret@1' };
    expectError(
      await callApi(server.app, { method: 'POST', url: '/api/admin/admins', token: adminToken, body: admin }),
      400,
    );
    const huge = { ...admin, name: 'x'.repeat(900_000) };
    expectError(
      await callApi(server.app, { method: 'POST', url: '/api/admin/admins', token: adminToken, body: huge }),
      400,
    );
    const search = { filter: { name: NUL } };
    expectError(
      await callApi(server.app, {
        method: 'POST',
        url: '/api/admin/manufacturers/search',
        token: adminToken,
        body: search,
      }),
      400,
    );
    const profile = { user: { name: NUL, email: DEMO.email, mobile: DEMO.mobile } };
    expectError(
      await callApi(server.app, { method: 'PUT', url: '/api/auth/profile', token: demoToken, body: profile }),
      400,
    );
  });
});

describe('ids out of 32-bit range answer 404 like unknown ids', () => {
  it.each(['2147483648', String(2 ** 53), '99999999999999999999', '0', '-1'])('id %s', async (id) => {
    for (const url of [`/api/admin/manufacturers/${id}`, `/api/admin/admins/${id}`]) {
      expectError(await callApi(server.app, { method: 'GET', url, token: adminToken }), 404);
    }
    const subscription = {
      startDate: '2026-01-01',
      endDate: '2026-12-31',
      productLimit: 1,
      retailerLimit: 1,
      isActive: true,
    };
    expectError(
      await callApi(server.app, {
        method: 'POST',
        url: `/api/admin/manufacturer/${id}/subscription`,
        token: adminToken,
        body: subscription,
      }),
      404,
    );
  });

  it('subscription limits at or above 2^31 answer 400', async () => {
    const body = {
      startDate: '2026-01-01',
      endDate: '2026-12-31',
      productLimit: 2 ** 31,
      retailerLimit: 1,
      isActive: true,
    };
    expectError(
      await callApi(server.app, {
        method: 'POST',
        url: '/api/admin/manufacturer/1/subscription',
        token: adminToken,
        body,
      }),
      400,
    );
  });
});

describe('malformed multipart answers 400', () => {
  const send = (contentType: string, payload: string) =>
    server.app.inject({
      method: 'POST',
      url: '/api/admin/manufacturers',
      headers: { authorization: `Bearer ${adminToken}`, 'content-type': contentType },
      payload,
    });
  it('without a boundary', async () => {
    expectError(await send('multipart/form-data', 'name=x'), 400);
  });
  it('with a truncated body', async () => {
    const body = '--XYZ\r\nContent-Disposition: form-data; name="name"\r\n\r\nAcme';
    expectError(await send('multipart/form-data; boundary=XYZ', body), 400);
  });
  it('with a broken part header', async () => {
    const body = '--XYZ\r\nContent-Disposition\r\n\r\nAcme\r\n--XYZ--\r\n';
    const response = await send('multipart/form-data; boundary=XYZ', body);
    expect(response.statusCode).toBeLessThan(500);
    expect(response.json().message).toEqual(expect.any(String));
  });
});

describe('the database errors bad input causes map to 4xx', () => {
  const failure = async (query: ReturnType<typeof sql>) => {
    try {
      await server.db.execute(query);
    } catch (error) {
      return describeDatabaseError(error);
    }
    throw new Error('the query did not fail');
  };
  it('NUL byte, out-of-range number, wrong format, too long for an index, unique violation', async () => {
    expect(await failure(sql`select ${'a\u0000b'}::text`)).toMatchObject({ statusCode: 400 });
    expect(await failure(sql`select ${'2147483648'}::integer`)).toMatchObject({ statusCode: 400 });
    expect(await failure(sql`select ${'abc'}::integer`)).toMatchObject({ statusCode: 400 });
    await server.db.execute(sql`create table if not exists fuzz_index_probe (v text)`);
    await server.db.execute(sql`create index if not exists fuzz_index_probe_v on fuzz_index_probe (v)`);
    const random = Array.from({ length: 12_000 }, () =>
      String.fromCharCode(33 + Math.floor(Math.random() * 90)),
    ).join('');
    expect(await failure(sql`insert into fuzz_index_probe values (${random})`)).toMatchObject({
      statusCode: 400,
    });
    await server.db.execute(sql`drop table fuzz_index_probe`);
    expect(
      await failure(
        sql`insert into users (name, email, mobile, password_hash, role) values ('x', ${ADMIN.email}, '9999999990', 'h', 'SUPER_ADMIN')`,
      ),
    ).toMatchObject({
      statusCode: 409,
    });
  });

  it('a real fault stays a 500 (unknown table)', async () => {
    expect(await failure(sql`select * from no_such_table`)).toBeUndefined();
  });
});
