import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PNG_BYTES } from '../admin/upload-fixtures';
import { callApi } from '../support/fixtures';
import { startTestServer, type TestServer } from '../support/test-app';
import {
  addAttribute,
  addCategory,
  addSubcategory,
  importCsv,
  liveProducts,
  newManufacturer,
  type Tenant,
} from './catalogue-support';

let server: TestServer;
let owner: Tenant;
beforeAll(async () => {
  server = await startTestServer();
  owner = await newManufacturer(server, { productLimit: 5000 });
  const tees = await addCategory(server.app, owner.token, 'T-Shirts');
  await addSubcategory(server.app, owner.token, tees, 'Round Neck');
  await addCategory(server.app, owner.token, 'Shirts');
  await addAttribute(server.app, owner.token, 'colors', 'White');
  await addAttribute(server.app, owner.token, 'colors', 'Black');
  await addAttribute(server.app, owner.token, 'sizes', 'M');
});
afterAll(() => server?.close());

const HEADER =
  'sku,name,adminName,price,mrp,stockQty,description,category,subcategory,colors,sizes,discount,status';
const row = (sku: string, overrides: Partial<Record<string, string>> = {}) => {
  const cells = {
    sku,
    name: `Tee ${sku}`,
    adminName: `Tee admin ${sku}`,
    price: '199',
    mrp: '299',
    stockQty: '10',
    description: 'Cotton tee',
    category: 't-shirts',
    subcategory: 'Round Neck',
    colors: 'White|black',
    sizes: 'M',
    discount: '10-49:5|50-100:7.5',
    status: 'Active',
    ...overrides,
  };
  return HEADER.split(',')
    .map((column) => cells[column as keyof typeof cells] ?? '')
    .join(',');
};
const csv = (...rows: string[]) => [HEADER, ...rows].join('\n');
const get = (url: string, token = owner.token) =>
  callApi(server.app, { method: 'GET', url: `/api${url}`, token });

describe('CSV import', () => {
  it('imports good rows with names turned into ids, under either field name', async () => {
    const response = await importCsv(
      server.app,
      owner.token,
      csv(row('IMP-1'), row('IMP-2', { subcategory: '', colors: '' })),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      message: 'CSV import finished: 2 saved, 0 failed',
      success: 2,
      failed: 0,
      errors: [],
      failedRowsUrl: null,
    });
    const list = (await get('/products?q=IMP-1')).json();
    const product = (await get(`/products/${list.products[0].id}`)).json();
    expect(product).toMatchObject({
      sku: 'IMP-1',
      price: 199,
      category: { name: 'T-Shirts' },
      subcategory: { name: 'Round Neck' },
      discount: [
        { from: 10, to: 49, discount: 5 },
        { from: 50, to: 100, discount: 7.5 },
      ],
    });
    expect(product.productColors.map((c: { color: { name: string } }) => c.color.name)).toEqual([
      'Black',
      'White',
    ]);
    const other = await importCsv(server.app, owner.token, csv(row('IMP-3')), 'csvfile');
    expect(other.json().success).toBe(1);
  });

  it('reports each kind of bad row with its spreadsheet row number and the column', async () => {
    const before = await liveProducts(server.db, owner.id);
    const response = await importCsv(
      server.app,
      owner.token,
      csv(
        row('BAD-OK'),
        row('BAD-1', { price: 'abc' }),
        row('BAD-2', { category: 'Hats' }),
        row('BAD-3', { colors: 'White|Purple' }),
        row('BAD-4', { discount: '5-1:10' }),
        row('BAD-5', { discount: 'ten percent' }),
        row('', { name: '' }),
        row('BAD-OK'),
        row('BAD-6', { category: '' }),
        row('BAD-7', { subcategory: 'V Neck' }),
        row('BAD-8', { stockQty: '-1', status: 'Maybe' }),
      ),
    );
    expect(response.statusCode).toBe(200);
    const result = response.json();
    expect(result).toMatchObject({ success: 1, failed: 10 });
    expect(result.errors).toEqual([
      { row: 3, error: 'price: Must be a number' },
      { row: 4, error: 'category: "Hats" is not one of your categories' },
      { row: 5, error: 'colors: "Purple" is not one of your colors' },
      { row: 6, error: 'discount: From must not be greater than To' },
      { row: 7, error: 'discount: "ten percent" is not a rule; write from-to:percent, e.g. 10-49:5' },
      { row: 8, error: 'name: Required; sku: Required' },
      { row: 9, error: 'sku: BAD-OK is already in row 2 of this file' },
      { row: 10, error: 'category: Category is required' },
      { row: 11, error: 'subcategory: "V Neck" is not a subcategory of "t-shirts"' },
      {
        row: 12,
        error: 'stockQty: Must be a whole number of at least 0; status: Status must be Active or Inactive',
      },
    ]);
    expect(await liveProducts(server.db, owner.id)).toBe(before + 1);
  });

  it('re-imports its own export as an update in place, formulas neutralised both ways', async () => {
    const tenant = await newManufacturer(server);
    await addCategory(server.app, tenant.token, 'T-Shirts');
    const seeded = await importCsv(
      server.app,
      tenant.token,
      csv(
        row('EXP-1', { name: '=HYPERLINK("x")', subcategory: '', colors: '', sizes: '' }),
        row('EXP-2', { subcategory: '', colors: '', sizes: '' }),
      ),
    );
    expect(seeded.json().success).toBe(2);
    const exported = await get('/products/export', tenant.token);
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-type']).toContain('text/csv');
    expect(exported.headers['content-disposition']).toContain('attachment; filename="products.csv"');
    const text = exported.body;
    expect(text).toContain(`"'=HYPERLINK(""x"")"`);
    const ids = (await get('/products', tenant.token))
      .json()
      .products.map((p: { id: number }) => p.id)
      .sort();
    const changed = text.replace(',199,', ',149,');
    const again = await importCsv(server.app, tenant.token, changed);
    expect(again.json()).toMatchObject({ success: 2, failed: 0 });
    const after = (await get('/products', tenant.token)).json();
    expect(after.total).toBe(2);
    expect(after.products.map((p: { id: number }) => p.id).sort()).toEqual(ids);
    const first = after.products.find((p: { sku: string }) => p.sku === 'EXP-1');
    expect(first.name).toBe('=HYPERLINK("x")');
    expect(after.products.map((p: { price: number }) => p.price).sort()).toEqual([149, 199]);
  });

  it('exports only the rows the list filters show', async () => {
    const text = (await get('/products/export?q=IMP-1')).body;
    const lines = text.trim().split('\n');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toContain('sku,name,adminName,price,mrp,stockQty');
    expect(lines[1]).toContain('IMP-1');
  });

  it('answers 400 {error} for a file that is not CSV text, empty, or lacks required columns', async () => {
    const notCsv = await importCsv(server.app, owner.token, PNG_BYTES, 'file', 'image.csv');
    expect(notCsv.statusCode).toBe(400);
    expect(notCsv.json().error).toBe('The file is not a CSV text file');
    const binary = await importCsv(server.app, owner.token, Buffer.from([0x73, 0x6b, 0x75, 0x00, 0x0a]));
    expect(binary.json().error).toBe('The file is not a CSV text file');
    const empty = await importCsv(server.app, owner.token, '');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error).toBe('The file is empty: it has no product rows');
    const headerOnly = await importCsv(server.app, owner.token, `${HEADER}\n`);
    expect(headerOnly.json().error).toBe('The file is empty: it has no product rows');
    const missing = await importCsv(server.app, owner.token, 'sku,name\nA,B\n');
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error).toBe(
      'The file lacks the required columns: adminName, price, mrp, stockQty, description, category',
    );
    const noFile = await callApi(server.app, {
      method: 'POST',
      url: '/api/manufacturer/bulk-upload',
      token: owner.token,
      body: {},
    });
    expect(noFile.statusCode).toBe(415);
  });

  it('applies the product limit row by row; updates of existing SKUs still go through', async () => {
    const tenant = await newManufacturer(server, { productLimit: 3 });
    await addCategory(server.app, tenant.token, 'T-Shirts');
    const plain = { subcategory: '', colors: '', sizes: '' };
    await importCsv(server.app, tenant.token, csv(row('LIM-1', plain), row('LIM-2', plain)));
    const response = await importCsv(
      server.app,
      tenant.token,
      csv(
        row('LIM-1', { ...plain, price: '1' }),
        row('LIM-3', plain),
        row('LIM-4', plain),
        row('LIM-5', plain),
      ),
    );
    expect(response.json()).toMatchObject({
      success: 2,
      failed: 2,
      errors: [
        { row: 4, error: 'Product limit reached: your subscription allows 3 products' },
        { row: 5, error: 'Product limit reached: your subscription allows 3 products' },
      ],
    });
    expect(await liveProducts(server.db, tenant.id)).toBe(3);
  });

  it('lists the first 1,000 errors and offers every failed row as a CSV to fix and import', async () => {
    // More failed rows than a batch holds, so the reader hands them over as it goes.
    const rows = Array.from({ length: 4403 }, (_, i) =>
      row(`MANY-${i}`, { price: i % 400 === 0 ? '5' : 'x' }),
    );
    const response = await importCsv(server.app, owner.token, csv(...rows));
    const result = response.json();
    expect(result.success).toBe(12);
    expect(result.failed).toBe(4391);
    expect(result.errors).toHaveLength(1000);
    expect(result.errors[0]).toEqual({ row: 3, error: 'price: Must be a number' });
    expect(result.failedRowsUrl).toMatch(/^\/uploads\/imports\/.+\.csv$/);
    const file = await server.app.inject({ method: 'GET', url: result.failedRowsUrl });
    const lines = file.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    expect(lines).toHaveLength(4392);
    expect(lines[0]).toMatch(
      /^sku,name,adminName,.*,discount,orderMultiple,variantStock,variantSkus,variantPrices,packs,hsnCode,error$/,
    );
    expect(lines[1]).toContain('MANY-1,');
    expect(lines[1]).toMatch(/price: Must be a number$/);
    const fixed = file.body.replaceAll(',x,', ',7,');
    const reimported = await importCsv(server.app, owner.token, fixed);
    expect(reimported.json()).toMatchObject({ success: 4391, failed: 0 });
  });

  it('serves a template with the header and one example row that imports', async () => {
    const response = await get('/manufacturer/bulk-upload/template');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toContain('products-template.csv');
    const lines = response.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toBe(
      'sku,name,adminName,price,mrp,stockQty,description,fullDesc,category,subcategory,colors,sizes,brands,fabrics,themes,materials,seasons,gender,edm,status,weight,len,minOrderQty,maxOrderOty,discount,orderMultiple,variantStock,variantSkus,variantPrices,packs,hsnCode',
    );
  });
});
