import type { Product } from '@apparel/contracts';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi } from '../support/fixtures';
import { startTestServer, type TestServer } from '../support/test-app';
import { importCsv } from './catalogue-support';
import { type GridTenant, gridTenant, kurtaForm, readProduct, saveKurta } from './variant-support';

// A cell may carry its own base price (variants[].price; CSV `variantPrices`), null
// when it takes the product's.
let server: TestServer;
let t: GridTenant;
beforeAll(async () => {
  server = await startTestServer();
  t = await gridTenant(server);
});
afterAll(() => server?.close());

const priceOf = (product: Product, sizeId: number) =>
  product.variants.find((v) => v.sizeId === sizeId)?.price;
const grid = (cells: { sizeId: number; stockQty: number; price?: number | null }[]) =>
  JSON.stringify(cells.map((cell) => ({ colorId: null, ...cell })));
const kurta = (sku: string, variants: string, stockQty: number) =>
  kurtaForm(t, { sku, sizeIds: [t.sizes.S, t.sizes.XL], stockQty, extra: { variants } });

describe('cell prices on the product form', () => {
  it("keeps XL's own ₹450 beside S at the product's price; a save without prices keeps them; null clears", async () => {
    const created = await saveKurta(
      server.app,
      t,
      kurta(
        'PRICED-1',
        grid([
          { sizeId: t.sizes.S, stockQty: 5 },
          { sizeId: t.sizes.XL, stockQty: 5, price: 450 },
        ]),
        10,
      ),
    );
    expect(created.statusCode).toBe(201);
    const product = created.json<Product>();
    expect([priceOf(product, t.sizes.S), priceOf(product, t.sizes.XL)]).toEqual([null, 450]);

    const restocked = await saveKurta(
      server.app,
      t,
      kurta(
        'PRICED-1',
        grid([
          { sizeId: t.sizes.S, stockQty: 7 },
          { sizeId: t.sizes.XL, stockQty: 7 },
        ]),
        14,
      ),
      product.id,
    );
    expect(restocked.statusCode).toBe(200);
    expect(priceOf(restocked.json<Product>(), t.sizes.XL)).toBe(450);

    const cleared = await saveKurta(
      server.app,
      t,
      kurta(
        'PRICED-1',
        grid([
          { sizeId: t.sizes.S, stockQty: 7 },
          { sizeId: t.sizes.XL, stockQty: 7, price: null },
        ]),
        14,
      ),
      product.id,
    );
    expect(priceOf(cleared.json<Product>(), t.sizes.XL)).toBeNull();
  });

  it.each([0, -10, 450.555])('refuses a cell price of %d, naming the cell', async (price) => {
    const response = await saveKurta(
      server.app,
      t,
      kurta(`BAD-${String(price).replace(/\W/g, '')}`, grid([{ sizeId: t.sizes.XL, stockQty: 1, price }]), 1),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(
      "Price of XL must be more than 0 with at most 2 decimals, or blank for the product's price",
    );
  });
});

describe('cell prices in the CSV', () => {
  const exported = async () => {
    const response = await callApi(server.app, {
      method: 'GET',
      url: '/api/products/export?q=CSVPRICE',
      token: t.token,
    });
    return parse(response.body, { bom: true, columns: true }) as Record<string, string>[];
  };

  it('exports variantPrices, imports them back unchanged, and a file without the column keeps them', async () => {
    const created = await saveKurta(
      server.app,
      t,
      kurta(
        'CSVPRICE-1',
        grid([
          { sizeId: t.sizes.S, stockQty: 3 },
          { sizeId: t.sizes.XL, stockQty: 4, price: 449.5 },
        ]),
        7,
      ),
    );
    const id = created.json<Product>().id;
    const rows = await exported();
    expect(rows[0]?.variantPrices).toBe('XL=449.50');

    const back = await importCsv(server.app, t.token, stringify(rows, { header: true }));
    expect(back.json()).toMatchObject({ success: 1, failed: 0 });
    expect(await exported()).toEqual(rows);

    const changed = rows.map((row) => ({ ...row, variantPrices: 'S=399|XL=455' }));
    await importCsv(server.app, t.token, stringify(changed, { header: true }));
    const both = await readProduct(server.app, t.token, id);
    expect([priceOf(both, t.sizes.S), priceOf(both, t.sizes.XL)]).toEqual([399, 455]);

    const withoutColumn = changed.map(({ variantPrices: _prices, ...row }) => ({ ...row, stockQty: '7' }));
    const kept = await importCsv(server.app, t.token, stringify(withoutColumn, { header: true }));
    expect(kept.json()).toMatchObject({ success: 1, failed: 0 });
    const after = await readProduct(server.app, t.token, id);
    expect([priceOf(after, t.sizes.S), priceOf(after, t.sizes.XL)]).toEqual([399, 455]);

    const blank = changed.map((row) => ({ ...row, variantPrices: '' }));
    await importCsv(server.app, t.token, stringify(blank, { header: true }));
    const reset = await readProduct(server.app, t.token, id);
    expect([priceOf(reset, t.sizes.S), priceOf(reset, t.sizes.XL)]).toEqual([null, null]);
  });

  it('refuses a row whose variantPrices names a bad price or an unknown cell', async () => {
    await saveKurta(server.app, t, kurta('CSVPRICE-2', grid([{ sizeId: t.sizes.S, stockQty: 1 }]), 1));
    const rows = (await exported()).filter((row) => row.sku === 'CSVPRICE-2');
    const bad = await importCsv(
      server.app,
      t.token,
      stringify(
        rows.map((r) => ({ ...r, variantPrices: 'XL=0' })),
        { header: true },
      ),
    );
    expect(bad.json().errors[0].error).toBe(
      "variantPrices: Price of XL must be more than 0 with at most 2 decimals, or blank for the product's price",
    );
    const unknown = await importCsv(
      server.app,
      t.token,
      stringify(
        rows.map((r) => ({ ...r, variantPrices: 'XXXL=500' })),
        { header: true },
      ),
    );
    expect(unknown.json().errors[0].error).toContain(
      `variantPrices: "XXXL" is not one of the product's size and colour cells`,
    );
  });
});
