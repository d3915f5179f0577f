import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi, tokenFor } from '../support/fixtures';
import { ADMIN, DEMO, startTestServer, type TestServer } from '../support/test-app';
import { retailRowCounts, selfRegisteredRetailer } from './retail-support';

let server: TestServer;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  server = await startTestServer();
  tokens.SUPER_ADMIN = await tokenFor(server.app, ADMIN.email, ADMIN.password);
  tokens.MANUFACTURER = await tokenFor(server.app, DEMO.email, DEMO.password);
  tokens.RETAILER = (await selfRegisteredRetailer(server.app, server.db)).token;
});
afterAll(() => server?.close());

type Call = { method: 'GET' | 'POST' | 'PUT' | 'PATCH'; url: string; body?: unknown; role: string };

/** Every retail call with a body that would not pass validation, and the one role allowed to make it. */
const CALLS: Call[] = [
  { method: 'GET', url: '/api/manufacturer/retailers', role: 'MANUFACTURER' },
  { method: 'GET', url: '/api/manufacturer/retailers/1', role: 'MANUFACTURER' },
  { method: 'POST', url: '/api/manufacturer/retailers', body: { name: 5 }, role: 'MANUFACTURER' },
  { method: 'PUT', url: '/api/manufacturer/retailers/1', body: 'junk', role: 'MANUFACTURER' },
  { method: 'GET', url: '/api/manufacturer/retailers-req', role: 'MANUFACTURER' },
  {
    method: 'PATCH',
    url: '/api/manufacturer/retailers-req/1/status',
    body: { status: 1 },
    role: 'MANUFACTURER',
  },
  { method: 'GET', url: '/api/retailer/manufacturers', role: 'RETAILER' },
  { method: 'GET', url: '/api/retailer/link-requests', role: 'RETAILER' },
  { method: 'POST', url: '/api/retailer/link-requests', body: { manufacturerId: 'x' }, role: 'RETAILER' },
];

const wrongRoles = CALLS.flatMap((call) =>
  ['SUPER_ADMIN', 'MANUFACTURER', 'RETAILER'].filter((r) => r !== call.role).map((as) => ({ ...call, as })),
);

describe('the retail area', () => {
  it.each(wrongRoles)(
    'answers 403 to a $as token on $method $url before validating the body',
    async (call) => {
      const before = await retailRowCounts(server.db);
      const response = await callApi(server.app, {
        method: call.method,
        url: call.url,
        token: tokens[call.as],
        body: call.body,
      });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ message: 'Unauthorized access' });
      expect(await retailRowCounts(server.db)).toEqual(before);
    },
  );

  it.each(CALLS)('answers 401 without a token on $method $url', async (call) => {
    const response = await callApi(server.app, { method: call.method, url: call.url, body: call.body });
    expect(response.statusCode).toBe(401);
  });
});
