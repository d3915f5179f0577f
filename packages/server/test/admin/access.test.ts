import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi, tokenFor } from '../support/fixtures';
import { DEMO, startTestServer, type TestServer } from '../support/test-app';
import { rowCounts, sendManufacturerForm } from './admin-support';
import { manufacturerFields } from './multipart';
import { PNG_BYTES } from './upload-fixtures';

let server: TestServer;
let manufacturerToken: string;
beforeAll(async () => {
  server = await startTestServer();
  manufacturerToken = await tokenFor(server.app, DEMO.email, DEMO.password);
});
afterAll(() => server?.close());

type Call = { method: 'GET' | 'POST' | 'PUT'; url: string; body?: unknown; multipart?: boolean };

/** Every super admin call, each with a body that would not even pass validation. */
const CALLS: Call[] = [
  { method: 'POST', url: '/api/admin/manufacturers/search', body: { sortBy: 'nonsense', page: -1 } },
  { method: 'POST', url: '/api/admin/manufacturers', multipart: true },
  { method: 'GET', url: '/api/admin/manufacturers/1' },
  { method: 'PUT', url: '/api/admin/manufacturers/1', multipart: true },
  { method: 'POST', url: '/api/admin/manufacturer/1/subscription', body: { productLimit: 'many' } },
  { method: 'GET', url: '/api/admin/admins' },
  { method: 'GET', url: '/api/admin/admins/1' },
  { method: 'POST', url: '/api/admin/admins', body: { user: {} } },
  { method: 'PUT', url: '/api/admin/admins/1', body: 'not json at all' },
];

const send = (call: Call, token?: string) =>
  call.multipart
    ? sendManufacturerForm(server.app, {
        method: call.method as 'POST' | 'PUT',
        url: call.url,
        token,
        fields: manufacturerFields({ 'user[email]': 'bad' }),
        files: { logo: { bytes: PNG_BYTES, filename: 'logo.png' } },
      })
    : callApi(server.app, { method: call.method, url: call.url, token, body: call.body });

describe('the super admin area', () => {
  it.each(CALLS)(
    'answers 403 to a MANUFACTURER token on $method $url, before validating the body',
    async (call) => {
      const before = await rowCounts(server.db);
      const response = await send(call, manufacturerToken);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ message: 'Unauthorized access' });
      expect(await rowCounts(server.db)).toEqual(before);
    },
  );

  it.each(CALLS)('answers 401 without a token on $method $url', async (call) => {
    const response = await send(call);
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toEqual(expect.any(String));
  });
});
