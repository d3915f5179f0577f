import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema';
import { callApi, tokenFor } from '../support/fixtures';
import { ADMIN, DEMO, startTestServer, type TestServer } from '../support/test-app';

let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await startTestServer();
  token = await tokenFor(server.app, ADMIN.email, ADMIN.password);
  // Straight into the table: these admins are listed, never logged in as.
  for (const [name, email, mobile] of [
    ['Zoya Admin', 'zoya@platform.test', '9222222201'],
    ['Bharat Admin', 'bharat@platform.test', '9222222202'],
    ['Chitra 100% Admin', 'chitra@platform.test', '9222222203'],
  ] as const)
    await server.db
      .insert(users)
      .values({ name, email, mobile, passwordHash: 'unused', role: 'SUPER_ADMIN' });
});
afterAll(() => server?.close());

const get = (url: string, as = token) => callApi(server.app, { method: 'GET', url: `/api${url}`, token: as });
const namesOf = (rows: { name: string }[]) => rows.map((row) => row.name);

describe('GET /admin/admins: search, sort and paging', () => {
  it('keeps the plain array, oldest first, when no page is asked for', async () => {
    const admins = (await get('/admin/admins')).json();
    expect(Array.isArray(admins)).toBe(true);
    expect(namesOf(admins).slice(-3)).toEqual(['Zoya Admin', 'Bharat Admin', 'Chitra 100% Admin']);
  });

  it('pages with the total, searches name, email and mobile, and sorts by a column', async () => {
    const all = (await get('/admin/admins')).json();
    const page = await get('/admin/admins?page=2&pageSize=2');
    expect(page.json()).toMatchObject({ total: all.length, page: 2, pageSize: 2 });
    expect(page.json().admins).toEqual(all.slice(2, 4));
    expect(namesOf((await get('/admin/admins?page=1&q=ZOYA')).json().admins)).toEqual(['Zoya Admin']);
    expect(namesOf((await get('/admin/admins?page=1&q=bharat@')).json().admins)).toEqual(['Bharat Admin']);
    expect(namesOf((await get('/admin/admins?page=1&q=9222222203')).json().admins)).toEqual([
      'Chitra 100% Admin',
    ]);
    expect((await get('/admin/admins?page=1&q=0%25')).json().total).toBe(1);
    const za = await get('/admin/admins?page=1&q=platform.test&sortBy=name&sortOrder=desc');
    expect(namesOf(za.json().admins)).toEqual(['Zoya Admin', 'Chitra 100% Admin', 'Bharat Admin']);
  });

  it('lists no other role, answers a manufacturer 403 and a bad sort 400', async () => {
    expect((await get(`/admin/admins?page=1&q=${DEMO.email}`)).json().total).toBe(0);
    const manufacturer = await tokenFor(server.app, DEMO.email, DEMO.password);
    expect((await get('/admin/admins?page=1', manufacturer)).statusCode).toBe(403);
    expect((await get('/admin/admins?sortBy=passwordHash')).statusCode).toBe(400);
  });
});
