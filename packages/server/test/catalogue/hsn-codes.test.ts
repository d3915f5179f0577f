import { PRODUCT_CSV_COLUMNS } from '@apparel/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi } from '../support/fixtures';
import { startTestServer, type TestServer } from '../support/test-app';
import {
  addCategory,
  createProduct,
  importCsv,
  newManufacturer,
  productFields,
  sendProductForm,
  type Tenant,
} from './catalogue-support';

let server: TestServer;
let owner: Tenant;
let categoryId: number;
beforeAll(async () => {
  server = await startTestServer();
  owner = await newManufacturer(server);
  categoryId = await addCategory(server.app, owner.token, 'Shirts');
});
afterAll(() => server?.close());

const getProduct = async (id: number) =>
  (await callApi(server.app, { method: 'GET', url: `/api/products/${id}`, token: owner.token })).json();

describe('HSN codes (issue 19)', () => {
  it('keeps a product HSN code of 4, 6 or 8 digits from the form, and keeps it when an edit leaves it out', async () => {
    const created = await createProduct(server.app, owner.token, categoryId, { hsnCode: '620520' });
    expect((await getProduct(created.id)).hsnCode).toBe('620520');
    const edited = await sendProductForm(server.app, {
      method: 'PUT',
      url: `/api/products/${created.id}`,
      token: owner.token,
      fields: productFields(categoryId, { sku: created.sku }),
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().hsnCode).toBe('620520');
    for (const bad of ['123', '12345', 'ABCD']) {
      const refused = await sendProductForm(server.app, {
        method: 'POST',
        url: '/api/products',
        token: owner.token,
        fields: productFields(categoryId, { hsnCode: bad }),
      });
      expect(refused.statusCode, bad).toBe(400);
      expect(refused.json().message).toBe('HSN code must be 4, 6 or 8 digits');
    }
    expect((await createProduct(server.app, owner.token, categoryId)).id).toBeGreaterThan(0);
  });

  it('a category carries a default HSN for its products; its SPEC modal (name only) keeps it', async () => {
    const url = '/api/attr/categories';
    const created = await callApi(server.app, {
      method: 'POST',
      url,
      token: owner.token,
      body: { name: 'Kurtas', defaultHsn: '6211' },
    });
    expect(created.json()).toMatchObject({ name: 'Kurtas', defaultHsn: '6211' });
    const id = created.json().id;
    const renamed = await callApi(server.app, {
      method: 'PUT',
      url: `${url}/${id}`,
      token: owner.token,
      body: { name: 'Ethnic Kurtas' },
    });
    expect(renamed.json()).toMatchObject({ name: 'Ethnic Kurtas', defaultHsn: '6211' });
    const bad = await callApi(server.app, {
      method: 'POST',
      url,
      token: owner.token,
      body: { name: 'Caps', defaultHsn: '65' },
    });
    expect(bad.json().message).toBe('HSN code must be 4, 6 or 8 digits');
  });

  it('imports and exports the hsnCode column; a bad code fails its row naming the column', async () => {
    const header = PRODUCT_CSV_COLUMNS.join(',');
    const row = (sku: string, hsn: string) =>
      PRODUCT_CSV_COLUMNS.map(
        (column) =>
          ({
            sku,
            name: sku,
            adminName: sku,
            price: '100',
            mrp: '120',
            stockQty: '5',
            description: 'x',
            category: 'Shirts',
            hsnCode: hsn,
          })[column as 'sku'] ?? '',
      ).join(',');
    const result = await importCsv(
      server.app,
      owner.token,
      [header, row('HSN-1', '61091000'), row('HSN-2', '61x')].join('\n'),
    );
    expect(result.json()).toMatchObject({
      success: 1,
      failed: 1,
      errors: [{ row: 3, error: 'hsnCode: HSN code must be 4, 6 or 8 digits' }],
    });
    const csv = await callApi(server.app, { method: 'GET', url: '/api/products/export', token: owner.token });
    const exported = csv.body.split('\n').find((line) => line.startsWith('HSN-1,'));
    expect(exported?.trim().endsWith(',61091000')).toBe(true);
  });
});
