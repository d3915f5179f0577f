import { TEXT_LIMITS } from '@apparel/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi } from '../support/fixtures';
import { startTestServer, type TestServer } from '../support/test-app';
import {
  addCategory,
  importCsv,
  liveProducts,
  newManufacturer,
  productFields,
  sendProductForm,
  type Tenant,
} from './catalogue-support';

/**
 * Issue 17: sanitising escapes `>` as `&gt;`, so a description under the 100,000-character limit could
 * be stored longer than it, and then neither saved unchanged nor re-imported. The limit now applies to
 * what is stored; links always get rel="noopener noreferrer"; full-width formula signs are neutralised.
 */
const LIMIT = TEXT_LIMITS.richText.max;
let server: TestServer;
let tenant: Tenant;
let categoryId: number;
beforeAll(async () => {
  server = await startTestServer();
  tenant = await newManufacturer(server);
  categoryId = await addCategory(server.app, tenant.token, 'Shirts');
});
afterAll(() => server?.close());

const get = (url: string) => callApi(server.app, { method: 'GET', url: `/api${url}`, token: tenant.token });
const save = (method: 'POST' | 'PUT', url: string, fields: Record<string, string>) =>
  sendProductForm(server.app, {
    method,
    url,
    token: tenant.token,
    fields: productFields(categoryId, fields),
  });

/** 40,009 characters typed (an entity sends them through the sanitiser) stored as exactly 100,000: `a>` becomes `a&gt;`. */
const GROWS_TO_LIMIT = `<p>${'a>'.repeat(19_997)}bbb&amp;</p>`;
const STORED_AT_LIMIT = `<p>${'a&gt;'.repeat(19_997)}bbb&amp;</p>`;
const GROWS_PAST_LIMIT = `<p>${'a>'.repeat(30_000)}&amp;</p>`;

describe('the Full Description limit applies to what is stored', () => {
  it('a description stored at the limit is saved again unchanged and re-imported unchanged', async () => {
    expect(STORED_AT_LIMIT).toHaveLength(LIMIT);
    const created = await save('POST', '/api/products', { sku: 'LIMIT-1', fullDesc: GROWS_TO_LIMIT });
    expect(created.statusCode).toBe(201);
    const { id } = created.json();
    const stored = (await get(`/products/${id}`)).json().fullDesc;
    expect(stored).toBe(STORED_AT_LIMIT);

    const again = await save('PUT', `/api/products/${id}`, { sku: 'LIMIT-1', fullDesc: stored });
    expect(again.statusCode).toBe(200);
    expect((await get(`/products/${id}`)).json().fullDesc).toBe(STORED_AT_LIMIT);

    const exported = (await get('/products/export?q=LIMIT-1')).body;
    const reimported = await importCsv(server.app, tenant.token, exported);
    expect(reimported.json()).toMatchObject({ success: 1, failed: 0 });
    expect((await get(`/products/${id}`)).json().fullDesc).toBe(STORED_AT_LIMIT);
  });

  it('refuses, with 400 naming the field, a description that only passes the limit once cleaned; nothing is saved', async () => {
    const before = await liveProducts(server.db, tenant.id);
    const response = await save('POST', '/api/products', {
      sku: 'LIMIT-2',
      fullDesc: GROWS_PAST_LIMIT,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Full Description: Must be at most 100000 characters once stored');
    expect(await liveProducts(server.db, tenant.id)).toBe(before);
  });

  it('reports such a description as a failed CSV row, naming the column', async () => {
    const header = 'sku,name,adminName,price,mrp,stockQty,description,category,fullDesc';
    const csv = `${header}\nLIMIT-3,Shirt,Shirt admin,199,299,5,Linen,Shirts,${GROWS_PAST_LIMIT}\n`;
    const result = (await importCsv(server.app, tenant.token, csv)).json();
    expect(result).toMatchObject({ success: 0, failed: 1 });
    expect(JSON.stringify(result)).toContain('fullDesc: Must be at most 100000 characters once stored');
  });
});

describe('links and exports', () => {
  it('forces rel="noopener noreferrer" on every link, whatever rel it had', async () => {
    const fullDesc =
      '<p><a href="https://example.com/a" target="_blank" rel="opener">a</a> <a href="https://example.com/b">b</a></p>';
    const created = await save('POST', '/api/products', { sku: 'REL-1', fullDesc });
    const stored: string = (await get(`/products/${created.json().id}`)).json().fullDesc;
    expect(stored).not.toContain('opener"');
    expect(stored.match(/rel="noopener noreferrer"/g)).toHaveLength(2);
  });

  it('neutralises full-width formula signs in the export and restores them on import', async () => {
    const created = await save('POST', '/api/products', { sku: 'WIDE-1', name: '＝HYPERLINK("x")' });
    expect(created.statusCode).toBe(201);
    const exported = (await get('/products/export?q=WIDE-1')).body;
    expect(exported).toContain(`"'＝HYPERLINK(""x"")"`);
    for (const sign of ['＋', '－', '＠']) {
      const other = await save('POST', '/api/products', { sku: `WIDE-${sign}`, name: `${sign}1` });
      expect(other.statusCode).toBe(201);
    }
    const all = (await get('/products/export?q=WIDE')).body;
    for (const sign of ['＋', '－', '＠']) expect(all).toContain(`'${sign}1`);
    expect((await importCsv(server.app, tenant.token, exported)).json()).toMatchObject({ success: 1 });
    expect((await get(`/products/${created.json().id}`)).json().name).toBe('＝HYPERLINK("x")');
  });
});
