import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selfRegisteredRetailer } from '../retail/retail-support';
import { callApi, tokenFor } from '../support/fixtures';
import { ADMIN, DEMO, startTestServer, type TestServer } from '../support/test-app';
import { orderRowCounts } from './order-support';

let server: TestServer;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  server = await startTestServer();
  tokens.SUPER_ADMIN = await tokenFor(server.app, ADMIN.email, ADMIN.password);
  tokens.RETAILER = (await selfRegisteredRetailer(server.app, server.db)).token;
  tokens.MANUFACTURER = await tokenFor(server.app, DEMO.email, DEMO.password);
});
afterAll(() => server?.close());

type Call = { method: 'GET' | 'POST' | 'PATCH' | 'DELETE'; url: string; body?: unknown };

/** Every orders and dashboard call, with a body that would not pass validation. */
const CALLS: Call[] = [
  { method: 'GET', url: '/api/orders?status=NOPE' },
  { method: 'GET', url: '/api/orders/1' },
  { method: 'POST', url: '/api/orders', body: { items: 'none' } },
  { method: 'PATCH', url: '/api/orders/1/status', body: { status: 7 } },
  { method: 'DELETE', url: '/api/orders/1' },
  { method: 'GET', url: '/api/manufacturer/dashboard' },
];
const wrongRoles = CALLS.flatMap((call) => ['SUPER_ADMIN', 'RETAILER'].map((as) => ({ ...call, as })));

describe('the orders and dashboard area', () => {
  it.each(wrongRoles)(
    'answers 403 to a $as token on $method $url before validating the body',
    async (call) => {
      const before = await orderRowCounts(server.db);
      const response = await callApi(server.app, {
        method: call.method,
        url: call.url,
        token: tokens[call.as],
        body: call.body,
      });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ message: 'Unauthorized access' });
      expect(await orderRowCounts(server.db)).toEqual(before);
    },
  );

  it.each(CALLS)('answers 401 without a token on $method $url', async (call) => {
    expect(
      (await callApi(server.app, { method: call.method, url: call.url, body: call.body })).statusCode,
    ).toBe(401);
  });
});
