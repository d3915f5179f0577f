import { PRODUCT_CSV_COLUMNS } from '@apparel/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMPORT_BATCH_ROWS } from '../../src/modules/catalogue/csv-import';
import { createRetailer } from '../retail/retail-support';
import { callApi } from '../support/fixtures';
import { startTestServer, type TestServer } from '../support/test-app';
import { importCsv } from './catalogue-support';
import { catalogueRowCounts, type GridTenant, gridOf, gridTenant, readProduct } from './variant-support';

let server: TestServer;
let t: GridTenant;
beforeAll(async () => {
  server = await startTestServer();
  t = await gridTenant(server);
});
afterAll(() => server?.close());

const get = (url: string) => callApi(server.app, { method: 'GET', url: `/api${url}`, token: t.token });
const quote = (cell: string) => (/[",\n]/.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell);
const csv = (...rows: Record<string, string>[]) =>
  [
    PRODUCT_CSV_COLUMNS.join(','),
    ...rows.map((row) => PRODUCT_CSV_COLUMNS.map((column) => quote(row[column] ?? '')).join(',')),
  ].join('\n');
const kurtaRow = (sku: string, overrides: Record<string, string> = {}) => ({
  sku,
  name: 'Linen Kurta',
  adminName: `Kurta ${sku}`,
  price: '1200',
  mrp: '1500',
  stockQty: '42',
  description: 'Linen kurta',
  category: `Kurtas ${t.category}`,
  colors: 'Navy|Off White',
  sizes: 'S|M|L|XL',
  variantStock: 'Navy/M=30|navy / L=12',
  variantSkus: `Off White/XL=${sku === 'CSV-KURTA' ? 'OW-XL-SPECIAL' : `${sku}-OW`}`,
  packs: 'Set A:S=1,M=2,L=2,XL=1',
  orderMultiple: '6',
  ...overrides,
});
/** The name of a tenant's first category (the fresh tenants of the tests below). */
const firstCategory = async (token: string): Promise<string> =>
  (await callApi(server.app, { method: 'GET', url: '/api/attr/categories', token })).json()[0].name;
const productBySku = async (sku: string) => {
  const page = (await get(`/products?q=${sku}`)).json();
  return readProduct(server.app, t.token, page.products[0].id);
};

describe('CSV with variant stock', () => {
  it('imports the grid, SKUs, packs and order multiple; its export imports back unchanged', async () => {
    const category = (await get('/attr/categories')).json()[0].name;
    const first = await importCsv(server.app, t.token, csv(kurtaRow('CSV-KURTA', { category })));
    expect(first.json()).toMatchObject({ success: 1, failed: 0 });
    const product = await productBySku('CSV-KURTA');
    expect(product.stockQty).toBe(42);
    expect(gridOf(product)).toEqual([
      'Navy/S: 0',
      'Navy/M: 30',
      'Navy/L: 12',
      'Navy/XL: 0',
      'Off White/S: 0',
      'Off White/M: 0',
      'Off White/L: 0',
      'Off White/XL: 0',
    ]);
    expect(product.variants.map((v) => v.sku)).toContain('CSV-KURTA-NAVY-M');
    expect(product.variants.at(-1)?.sku).toBe('OW-XL-SPECIAL');
    expect(product.packs).toEqual([
      {
        name: 'Set A',
        ratios: [
          { sizeId: t.sizes.S, qty: 1 },
          { sizeId: t.sizes.M, qty: 2 },
          { sizeId: t.sizes.L, qty: 2 },
          { sizeId: t.sizes.XL, qty: 1 },
        ],
      },
    ]);
    expect(product.orderMultiple).toBe(6);

    const exported = (await get('/products/export?q=CSV-KURTA')).body;
    expect(exported).toContain('Navy/S=0|Navy/M=30|Navy/L=12|Navy/XL=0|Off White/S=0');
    expect(exported).toContain('Off White/XL=OW-XL-SPECIAL');
    expect(exported).toContain('Set A:S=1,M=2,L=2,XL=1');
    const again = await importCsv(server.app, t.token, exported);
    expect(again.json()).toMatchObject({ success: 1, failed: 0 });
    const reread = await productBySku('CSV-KURTA');
    expect({ ...reread, updatedAt: '' }).toEqual({ ...product, updatedAt: '' });
    expect((await get('/products/export?q=CSV-KURTA')).body).toBe(exported);
  });

  it('refuses a bad grid row naming its column and cell, writing nothing of it', async () => {
    const category = (await get('/attr/categories')).json()[0].name;
    const before = await catalogueRowCounts(server.db);
    const response = await importCsv(
      server.app,
      t.token,
      csv(
        kurtaRow('BAD-1', { category, variantStock: 'Navy/XXL=3' }),
        kurtaRow('BAD-2', { category, variantStock: 'Navy/M=-2' }),
        kurtaRow('BAD-3', { category, variantStock: 'Navy/M=40' }),
        kurtaRow('BAD-4', { category, packs: 'Set A:S=1,XXL=2' }),
      ),
    );
    expect(response.json().errors).toEqual([
      { row: 2, error: `variantStock: "Navy/XXL" is not one of the product's size and colour cells` },
      { row: 3, error: 'variantStock: Stock of Navy / M must be a whole number of at least 0' },
      { row: 4, error: 'variantStock: Stock Quantity 42 does not match the stock by size and colour (40)' },
      { row: 5, error: 'packs: Pack Set A names a size the product does not have (XXL)' },
    ]);
    expect(await catalogueRowCounts(server.db)).toEqual(before);
  });

  it('refuses a row dropping a cell that a pending order uses, and lands the others', async () => {
    const category = (await get('/attr/categories')).json()[0].name;
    await importCsv(
      server.app,
      t.token,
      csv(kurtaRow('OPEN-KURTA', { category }), kurtaRow('OTHER', { category })),
    );
    const product = await productBySku('OPEN-KURTA');
    const retailer = await createRetailer(server.app, t.token);
    await callApi(server.app, {
      method: 'POST',
      url: '/api/orders',
      token: t.token,
      body: {
        retailerId: retailer.id,
        items: [{ productId: product.id, quantity: 6, sizeId: t.sizes.L, colorId: t.colors.navy }],
      },
    });
    const response = await importCsv(
      server.app,
      t.token,
      csv(
        kurtaRow('OPEN-KURTA', {
          category,
          sizes: 'S|M',
          variantStock: 'Navy/M=42',
          variantSkus: '',
          packs: '',
        }),
        kurtaRow('OTHER', { category, stockQty: '1', variantStock: 'Navy/S=1' }),
      ),
    );
    expect(response.json()).toMatchObject({
      success: 1,
      errors: [{ row: 2, error: 'variantStock: Navy / L is used by pending orders and cannot be removed' }],
    });
    expect(gridOf(await productBySku('OPEN-KURTA'))).toContain('Navy/L: 12');
    expect((await productBySku('OTHER')).stockQty).toBe(1);
  });

  it('keeps the cells of a row without variantStock while they sum to its stockQty', async () => {
    const category = (await get('/attr/categories')).json()[0].name;
    await importCsv(server.app, t.token, csv(kurtaRow('KEEP', { category })));
    await importCsv(server.app, t.token, csv(kurtaRow('KEEP', { category, variantStock: '' })));
    expect(gridOf(await productBySku('KEEP')).slice(0, 3)).toEqual(['Navy/S: 0', 'Navy/M: 30', 'Navy/L: 12']);
  });

  it("refuses a row giving a cell another product's SKU, and rows of one file giving one SKU twice", async () => {
    const category = (await get('/attr/categories')).json()[0].name;
    await importCsv(server.app, t.token, csv(kurtaRow('SKU-OWNER', { category })));
    const before = await catalogueRowCounts(server.db);
    const response = await importCsv(
      server.app,
      t.token,
      csv(
        kurtaRow('SKU-TAKER', { category, variantSkus: 'Navy/S=SKU-OWNER-NAVY-M' }),
        kurtaRow('SKU-FINE', { category }),
        kurtaRow('SKU-TWIN-A', { category, variantSkus: 'Navy/S=TWIN-CELL' }),
        kurtaRow('SKU-TWIN-B', { category, variantSkus: 'Off White/L=TWIN-CELL' }),
      ),
    );
    expect(response.json()).toMatchObject({
      success: 1,
      failed: 3,
      errors: [
        { row: 2, error: 'variantSkus: SKU SKU-OWNER-NAVY-M is already in use' },
        { row: 4, error: 'variantSkus: SKU TWIN-CELL is already in use' },
        { row: 5, error: 'variantSkus: SKU TWIN-CELL is already in use' },
      ],
    });
    expect(gridOf(await productBySku('SKU-FINE'))).toContain('Navy/M: 30');
    expect(await catalogueRowCounts(server.db)).toEqual({
      ...before,
      products: (before.products ?? 0) + 1,
      variants: (before.variants ?? 0) + 8,
    });
  });

  it('in a catalogue with no cells yet, refuses exactly the rows of a file giving one cell SKU, sent or default', async () => {
    const fresh = await gridTenant(server);
    const category = await firstCategory(fresh.token);
    const response = await importCsv(
      server.app,
      fresh.token,
      csv(
        kurtaRow('FRESH-A', { category, variantSkus: 'Navy/S=FRESH-TWIN' }),
        kurtaRow('FRESH-B', { category, variantSkus: 'Off White/L=FRESH-TWIN' }),
        kurtaRow('FRESH-C', { category, variantSkus: 'Navy/S=FRESH-D-NAVY-M' }),
        kurtaRow('FRESH-D', { category }),
        kurtaRow('FRESH-E', { category }),
      ),
    );
    expect(response.json()).toMatchObject({
      success: 1,
      failed: 4,
      errors: [
        { row: 2, error: 'variantSkus: SKU FRESH-TWIN is already in use' },
        { row: 3, error: 'variantSkus: SKU FRESH-TWIN is already in use' },
        { row: 4, error: 'variantSkus: SKU FRESH-D-NAVY-M is already in use' },
        { row: 5, error: 'variantSkus: SKU FRESH-D-NAVY-M is already in use' },
      ],
    });
    const bySku = async (sku: string) => {
      const page = (
        await callApi(server.app, { method: 'GET', url: `/api/products?q=${sku}`, token: fresh.token })
      ).json();
      return readProduct(server.app, fresh.token, page.products[0].id);
    };
    expect(gridOf(await bySku('FRESH-E'))).toContain('Navy/M: 30');

    // One file updating a product with cells and creating another: each gets its own grid.
    const mixed = await importCsv(
      server.app,
      fresh.token,
      csv(kurtaRow('FRESH-E', { category, variantStock: 'Navy/S=42' }), kurtaRow('FRESH-G', { category })),
    );
    expect(mixed.json()).toMatchObject({ success: 2, failed: 0 });
    const updated = await bySku('FRESH-E');
    expect(gridOf(updated).slice(0, 2)).toEqual(['Navy/S: 42', 'Navy/M: 0']);
    expect(updated.variants.map((v) => v.sku)).toContain('FRESH-E-NAVY-M');
    const created = await bySku('FRESH-G');
    expect(gridOf(created).slice(0, 3)).toEqual(['Navy/S: 0', 'Navy/M: 30', 'Navy/L: 12']);
    expect(created.variants.at(-1)?.sku).toBe('FRESH-G-OW');
  });

  it('refuses the rows of two batches giving one cell SKU, naming it, and lands the rest', async () => {
    const wide = await gridTenant(server, IMPORT_BATCH_ROWS + 10);
    const category = await firstCategory(wide.token);
    const plain = { category, colors: '', sizes: '', variantStock: '', variantSkus: '', packs: '' };
    // Row 2 opens the first batch, row IMPORT_BATCH_ROWS + 2 the second: each batch is checked alone.
    const rows = [
      kurtaRow('CROSS-A', { category, variantSkus: 'Navy/S=CROSS-TWIN' }),
      ...Array.from({ length: IMPORT_BATCH_ROWS - 1 }, (_, i) => kurtaRow(`CROSS-FILL-${i}`, plain)),
      kurtaRow('CROSS-B', { category, variantSkus: 'Off White/L=CROSS-TWIN' }),
      kurtaRow('CROSS-C', { category }),
    ];
    const before = await catalogueRowCounts(server.db);
    const response = await importCsv(server.app, wide.token, csv(...rows));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      success: rows.length - 2,
      failed: 2,
      errors: [
        { row: 2, error: 'variantSkus: SKU CROSS-TWIN is already in use' },
        { row: IMPORT_BATCH_ROWS + 2, error: 'variantSkus: SKU CROSS-TWIN is already in use' },
      ],
    });
    const after = await catalogueRowCounts(server.db);
    expect(after.products).toBe((before.products ?? 0) + rows.length - 2);
    // The fillers' single cell each, and CROSS-C's eight.
    expect(after.variants).toBe((before.variants ?? 0) + IMPORT_BATCH_ROWS - 1 + 8);
  });
});
