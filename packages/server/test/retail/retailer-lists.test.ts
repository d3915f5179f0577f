import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linkListStatements } from '../../src/modules/retail/retailer-list';
import { callApi } from '../support/fixtures';
import { startTestServer, type TestServer } from '../support/test-app';
import { askForLink, createRetailer, otherManufacturer, selfRegisteredRetailer } from './retail-support';

let server: TestServer;
let mine: { id: number; token: string };
let theirs: { id: number; token: string };
beforeAll(async () => {
  server = await startTestServer();
  mine = await otherManufacturer(server.app, server.db);
  theirs = await otherManufacturer(server.app, server.db);
  // Created one after another, so newest first is Mehta, Das, Chopra, Bose, Arora.
  for (const [name, city] of [
    ['Arora Textiles', 'Pune'],
    ['Bose Fabrics', 'Kolkata'],
    ['Chopra Apparel', 'Delhi'],
    ['Das Garments', 'Kolkata'],
    ['Mehta 100% Cotton', 'Surat'],
  ] as const)
    await createRetailer(server.app, mine.token, { name, city });
  await createRetailer(server.app, theirs.token, { name: 'Arora Other Tenant' });
  for (let i = 0; i < 3; i += 1) {
    const asking = await selfRegisteredRetailer(server.app, server.db);
    await askForLink(server.app, asking.token, mine.id);
  }
}, 120_000);
afterAll(() => server?.close());

const get = (url: string, token = mine.token) => callApi(server.app, { method: 'GET', url, token });
const names = (rows: { retailer: { name: string } }[]) => rows.map((row) => row.retailer.name);

describe('GET /manufacturer/retailers: search, sort and paging', () => {
  it('lists a retailer created without a type, as the plain array and as a page (no 500)', async () => {
    const other = await otherManufacturer(server.app, server.db);
    await createRetailer(server.app, other.token, { name: 'No Type Traders', type: null });
    for (const url of ['/api/manufacturer/retailers', '/api/manufacturer/retailers?page=1']) {
      const response = await get(url, other.token);
      expect(response.statusCode).toBe(200);
      expect(JSON.stringify(response.json())).toContain('"type":null');
    }
  });

  it('answers the plain array SPEC defines when no page is asked for, newest first', async () => {
    const response = await get('/api/manufacturer/retailers');
    expect(response.statusCode).toBe(200);
    const links = response.json();
    expect(Array.isArray(links)).toBe(true);
    expect(links).toHaveLength(8);
    expect(names(links.filter((l: { status: string }) => l.status === 'ACCEPTED'))).toEqual([
      'Mehta 100% Cotton',
      'Das Garments',
      'Chopra Apparel',
      'Bose Fabrics',
      'Arora Textiles',
    ]);
  });

  it('pages on the server with the total, and the pages neither overlap nor skip a row', async () => {
    const first = await get('/api/manufacturer/retailers?page=1&pageSize=3&status=ACCEPTED');
    expect(first.json()).toMatchObject({ total: 5, page: 1, pageSize: 3 });
    expect(names(first.json().retailers)).toEqual(['Mehta 100% Cotton', 'Das Garments', 'Chopra Apparel']);
    const second = await get('/api/manufacturer/retailers?page=2&pageSize=3&status=ACCEPTED');
    expect(names(second.json().retailers)).toEqual(['Bose Fabrics', 'Arora Textiles']);
    const past = await get('/api/manufacturer/retailers?page=9&pageSize=3');
    expect(past.json()).toMatchObject({ retailers: [], total: 8, page: 9 });
  });

  it('searches name, city, email and mobile in any case, with % matched literally', async () => {
    const byCity = await get('/api/manufacturer/retailers?page=1&q=KOLKATA');
    expect(names(byCity.json().retailers)).toEqual(['Das Garments', 'Bose Fabrics']);
    expect(byCity.json().total).toBe(2);
    const literal = await get(`/api/manufacturer/retailers?page=1&q=${encodeURIComponent('100%')}`);
    expect(names(literal.json().retailers)).toEqual(['Mehta 100% Cotton']);
    const wildcard = await get(`/api/manufacturer/retailers?page=1&q=${encodeURIComponent('a%')}`);
    expect(wildcard.json().total).toBe(0);
    const byMobile = await get('/api/manufacturer/retailers');
    const mobile = byMobile.json()[0].retailer.user.mobile as string;
    const found = await get(`/api/manufacturer/retailers?page=1&q=${mobile}`);
    expect(found.json().total).toBe(1);
  });

  it('sorts by a column either way, and filters by status', async () => {
    const az = await get('/api/manufacturer/retailers?page=1&status=ACCEPTED&sortBy=name&sortOrder=asc');
    expect(names(az.json().retailers)).toEqual([
      'Arora Textiles',
      'Bose Fabrics',
      'Chopra Apparel',
      'Das Garments',
      'Mehta 100% Cotton',
    ]);
    const byCity = await get('/api/manufacturer/retailers?page=1&status=ACCEPTED&sortBy=city&sortOrder=desc');
    expect(byCity.json().retailers.map((l: { retailer: { city: string } }) => l.retailer.city)).toEqual([
      'Surat',
      'Pune',
      'Kolkata',
      'Kolkata',
      'Delhi',
    ]);
    const pending = await get('/api/manufacturer/retailers?page=1&status=PENDING');
    expect(pending.json().total).toBe(3);
  });

  it("never shows another manufacturer's retailers, whatever is searched", async () => {
    const search = await get('/api/manufacturer/retailers?page=1&q=arora');
    expect(names(search.json().retailers)).toEqual(['Arora Textiles']);
    const theirList = await get('/api/manufacturer/retailers?page=1&q=arora', theirs.token);
    expect(names(theirList.json().retailers)).toEqual(['Arora Other Tenant']);
  });

  it('refuses an unknown sort column or status and a bad page with a 400 naming it', async () => {
    const sort = await get('/api/manufacturer/retailers?sortBy=password');
    expect(sort.statusCode).toBe(400);
    expect(sort.json().message).toMatch(/sortBy must be one of createdAt, name/);
    expect((await get('/api/manufacturer/retailers?status=LOST')).statusCode).toBe(400);
    expect((await get('/api/manufacturer/retailers?page=0')).statusCode).toBe(400);
    expect((await get(`/api/manufacturer/retailers?q=${'x'.repeat(101)}`)).statusCode).toBe(400);
  });
});

describe('GET /manufacturer/retailers-req: search, sort and paging', () => {
  it('keeps the plain array of pending requests, oldest first, and pages when asked', async () => {
    const all = await get('/api/manufacturer/retailers-req');
    expect(all.json()).toHaveLength(3);
    expect(all.json().every((l: { status: string }) => l.status === 'PENDING')).toBe(true);
    const page = await get('/api/manufacturer/retailers-req?page=2&pageSize=2');
    expect(page.json()).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    expect(page.json().requests).toHaveLength(1);
    expect(page.json().requests[0].id).toBe(all.json()[2].id);
    const newest = await get('/api/manufacturer/retailers-req?page=1&sortBy=createdAt&sortOrder=desc');
    expect(newest.json().requests.map((l: { id: number }) => l.id)).toEqual(
      all
        .json()
        .map((l: { id: number }) => l.id)
        .reverse(),
    );
  });

  it("searches only this manufacturer's pending requests; status is no sort column here", async () => {
    const accepted = await get('/api/manufacturer/retailers-req?page=1&q=arora');
    expect(accepted.json()).toMatchObject({ requests: [], total: 0 });
    expect((await get('/api/manufacturer/retailers-req?page=1', theirs.token)).json().total).toBe(0);
    expect((await get('/api/manufacturer/retailers-req?sortBy=status')).statusCode).toBe(400);
  });
});

describe('the links list statements', () => {
  it('read every row for the plain array and a window only for a page', () => {
    const statements = linkListStatements(server.db, {}, { sortBy: 'createdAt', sortOrder: 'desc' });
    expect(statements.all.toSQL().sql).not.toMatch(/limit/i);
    expect(statements.page.toSQL().sql).toMatch(/limit \$\d+ offset \$\d+/i);
  });
});
