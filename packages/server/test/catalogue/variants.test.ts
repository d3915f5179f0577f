import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi } from '../support/fixtures';
import { startTestServer, type TestServer } from '../support/test-app';
import { addAttribute } from './catalogue-support';
import {
  catalogueRowCounts,
  type GridTenant,
  gridOf,
  gridTenant,
  kurtaForm,
  readProduct,
  saveKurta,
} from './variant-support';

let server: TestServer;
let t: GridTenant;
beforeAll(async () => {
  server = await startTestServer();
  t = await gridTenant(server);
});
afterAll(() => server?.close());

/** The kurta's 2 colours x 4 sizes with stock per cell. */
const fullGrid = () => {
  const { S, M, L, XL } = t.sizes;
  const { navy, offWhite } = t.colors;
  return [
    { colorId: navy, sizeId: S, stockQty: 10 },
    { colorId: navy, sizeId: M, stockQty: 30, sku: 'NAVY-MEDIUM' },
    { colorId: navy, sizeId: L, stockQty: 12 },
    { colorId: navy, sizeId: XL, stockQty: 0 },
    { colorId: offWhite, sizeId: S, stockQty: 5 },
    { colorId: offWhite, sizeId: M, stockQty: 6 },
    { colorId: offWhite, sizeId: L, stockQty: 7 },
    { colorId: offWhite, sizeId: XL, stockQty: 8 },
  ];
};
const allSizes = () => [t.sizes.XL, t.sizes.L, t.sizes.S, t.sizes.M];
const allColors = () => [t.colors.offWhite, t.colors.navy];

describe('the stock grid', () => {
  it('round-trips: cells, SKUs, packs and order multiple, colours as rows and sizes in the manufacturer order', async () => {
    const packs = [
      {
        name: 'Set A',
        ratios: [
          { sizeId: t.sizes.S, qty: 1 },
          { sizeId: t.sizes.M, qty: 2 },
        ],
      },
    ];
    const form = kurtaForm(t, {
      sku: 'KURTA',
      sizeIds: allSizes(),
      colorIds: allColors(),
      variants: fullGrid(),
      extra: { packs: JSON.stringify(packs), orderMultiple: '6' },
    });
    const created = await saveKurta(server.app, t, form);
    expect(created.statusCode).toBe(201);
    const product = created.json();
    expect(product.stockQty).toBe(78);
    expect(product.productSizes.map((s: { size: { name: string } }) => s.size.name)).toEqual([
      'S',
      'M',
      'L',
      'XL',
    ]);
    expect(gridOf(product)).toEqual([
      'Navy/S: 10',
      'Navy/M: 30',
      'Navy/L: 12',
      'Navy/XL: 0',
      'Off White/S: 5',
      'Off White/M: 6',
      'Off White/L: 7',
      'Off White/XL: 8',
    ]);
    expect(product.variants.map((v: { sku: string }) => v.sku)).toEqual([
      'KURTA-NAVY-S',
      'NAVY-MEDIUM',
      'KURTA-NAVY-L',
      'KURTA-NAVY-XL',
      'KURTA-OFF-WHITE-S',
      'KURTA-OFF-WHITE-M',
      'KURTA-OFF-WHITE-L',
      'KURTA-OFF-WHITE-XL',
    ]);
    expect(product).toMatchObject({ packs, orderMultiple: 6 });
    expect(await readProduct(server.app, t.token, product.id)).toEqual(product);

    // Sending back what was read changes nothing (the same cells, ids and SKUs).
    const resent = kurtaForm(t, {
      sku: 'KURTA',
      sizeIds: allSizes(),
      colorIds: allColors(),
      variants: product.variants,
      extra: { packs: JSON.stringify(product.packs), orderMultiple: '6' },
    });
    const updated = await saveKurta(server.app, t, resent, product.id);
    expect(updated.statusCode).toBe(200);
    expect(updated.json().variants).toEqual(product.variants);

    const sizeOptions = (
      await callApi(server.app, { method: 'GET', url: '/api/attr/size', token: t.token })
    ).json();
    expect(sizeOptions.map((s: { name: string }) => s.name)).toEqual(['S', 'M', 'L', 'XL']);
  });

  it('without a grid, stockQty goes to the first cell; an edit keeps the cells while they sum to stockQty', async () => {
    const { S, M } = t.sizes;
    const created = (
      await saveKurta(
        server.app,
        t,
        kurtaForm(t, { sku: 'PLAIN', sizeIds: [S, M], colorIds: [t.colors.navy], stockQty: 40 }),
      )
    ).json();
    expect(gridOf(created)).toEqual(['Navy/S: 40', 'Navy/M: 0']);
    const spread = kurtaForm(t, {
      sku: 'PLAIN',
      sizeIds: [S, M],
      colorIds: [t.colors.navy],
      variants: [
        { colorId: t.colors.navy, sizeId: S, stockQty: 15 },
        { colorId: t.colors.navy, sizeId: M, stockQty: 25 },
      ],
    });
    await saveKurta(server.app, t, spread, created.id);
    // A product.md form (no grid) with the same total keeps the cells; a new total goes whole to the first cell.
    const same = await saveKurta(
      server.app,
      t,
      kurtaForm(t, { sku: 'PLAIN', sizeIds: [S, M], colorIds: [t.colors.navy], stockQty: 40 }),
      created.id,
    );
    expect(gridOf(same.json())).toEqual(['Navy/S: 15', 'Navy/M: 25']);
    const other = await saveKurta(
      server.app,
      t,
      kurtaForm(t, { sku: 'PLAIN', sizeIds: [S, M], colorIds: [t.colors.navy], stockQty: 7 }),
      created.id,
    );
    expect(gridOf(other.json())).toEqual(['Navy/S: 7', 'Navy/M: 0']);
    expect(other.json().stockQty).toBe(7);
  });

  it('a product without sizes or colours has one cell with the product SKU', async () => {
    const created = (await saveKurta(server.app, t, kurtaForm(t, { sku: 'SOLO', stockQty: 9 }))).json();
    expect(created.variants).toEqual([
      { id: expect.any(Number), sizeId: null, colorId: null, sku: 'SOLO', stockQty: 9, price: null },
    ]);
  });

  it('adding a size adds its cells at 0, removing a colour removes its cells; default SKUs follow a new product SKU', async () => {
    const { S, M, L } = t.sizes;
    const created = (
      await saveKurta(
        server.app,
        t,
        kurtaForm(t, {
          sku: 'GROW',
          sizeIds: [S, M],
          colorIds: allColors(),
          variants: [
            { colorId: t.colors.navy, sizeId: S, stockQty: 1 },
            { colorId: t.colors.navy, sizeId: M, stockQty: 2, sku: 'MY-OWN' },
            { colorId: t.colors.offWhite, sizeId: S, stockQty: 3 },
            { colorId: t.colors.offWhite, sizeId: M, stockQty: 4 },
          ],
        }),
      )
    ).json();
    const grown = await saveKurta(
      server.app,
      t,
      kurtaForm(t, { sku: 'GROWN', sizeIds: [S, M, L], colorIds: [t.colors.navy], stockQty: 3 }),
      created.id,
    );
    expect(grown.statusCode).toBe(200);
    expect(gridOf(grown.json())).toEqual(['Navy/S: 1', 'Navy/M: 2', 'Navy/L: 0']);
    expect(grown.json().variants.map((v: { sku: string }) => v.sku)).toEqual([
      'GROWN-NAVY-S',
      'MY-OWN',
      'GROWN-NAVY-L',
    ]);
  });

  it.each([
    [
      'an unknown size',
      () => [{ colorId: t.colors.navy, sizeId: t.sizes.XL, stockQty: 1 }],
      () => `Stock grid row 1: size ${t.sizes.XL} is not one of the product's sizes`,
    ],
    [
      'a duplicate cell',
      () => [
        { colorId: t.colors.navy, sizeId: t.sizes.S, stockQty: 1 },
        { colorId: t.colors.navy, sizeId: t.sizes.S, stockQty: 2 },
      ],
      () => 'Navy / S is given twice in the stock grid',
    ],
    [
      'a negative stock',
      () => [{ colorId: t.colors.navy, sizeId: t.sizes.M, stockQty: -1 }],
      () => 'Stock of Navy / M must be a whole number of at least 0',
    ],
    [
      'a fractional stock',
      () => [{ colorId: t.colors.navy, sizeId: t.sizes.S, stockQty: 1.5 }],
      () => 'Stock of Navy / S must be a whole number of at least 0',
    ],
  ])('refuses %s with 400 naming the cell, writing nothing', async (_, cells, message) => {
    const { S, M } = t.sizes;
    const created = (
      await saveKurta(
        server.app,
        t,
        kurtaForm(t, { sizeIds: [S, M], colorIds: [t.colors.navy], stockQty: 5 }),
      )
    ).json();
    const before = await catalogueRowCounts(server.db, created.id);
    const variants = cells();
    const response = await saveKurta(
      server.app,
      t,
      kurtaForm(t, { sku: created.sku, sizeIds: [S, M], colorIds: [t.colors.navy], variants, stockQty: 1 }),
      created.id,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message());
    expect(await catalogueRowCounts(server.db, created.id)).toEqual(before);
    const refusedCreate = await saveKurta(
      server.app,
      t,
      kurtaForm(t, { sizeIds: [S, M], colorIds: [t.colors.navy], variants, stockQty: 1 }),
    );
    expect(refusedCreate.statusCode).toBe(400);
    expect(await catalogueRowCounts(server.db, created.id)).toEqual(before);
  });

  it('refuses a pack naming a size the product lacks, a total other than stockQty and a taken cell SKU', async () => {
    const { S, M, XL } = t.sizes;
    const before = await catalogueRowCounts(server.db);
    const navyS = { colorId: t.colors.navy, sizeId: S, stockQty: 2 };
    const navyM = { colorId: t.colors.navy, sizeId: M, stockQty: 3 };
    const grid = [navyS, navyM];
    const pack = JSON.stringify([{ name: 'Set A', ratios: [{ sizeId: XL, qty: 1 }] }]);
    const withPack = await saveKurta(
      server.app,
      t,
      kurtaForm(t, { sizeIds: [S, M], colorIds: [t.colors.navy], variants: grid, extra: { packs: pack } }),
    );
    expect(withPack.statusCode).toBe(400);
    expect(withPack.json().message).toBe(`Pack Set A names a size the product does not have (${XL})`);
    const mismatch = await saveKurta(
      server.app,
      t,
      kurtaForm(t, { sizeIds: [S, M], colorIds: [t.colors.navy], variants: grid, stockQty: 6 }),
    );
    expect(mismatch.json()).toMatchObject({
      statusCode: 400,
      message: 'Stock Quantity 6 does not match the stock by size and colour (5)',
    });
    const taken = await saveKurta(
      server.app,
      t,
      kurtaForm(t, {
        sizeIds: [S, M],
        colorIds: [t.colors.navy],
        variants: [{ ...navyS, sku: 'KURTA-NAVY-S' }, navyM],
      }),
    );
    expect(taken.json()).toMatchObject({ statusCode: 409, message: 'SKU KURTA-NAVY-S is already in use' });
    expect(await catalogueRowCounts(server.db)).toEqual(before);
  });

  it("refuses another manufacturer's size in the grid and answers 404 for its product", async () => {
    const other = await gridTenant(server);
    const foreign = await addAttribute(server.app, other.token, 'sizes', 'XXL');
    const response = await saveKurta(
      server.app,
      t,
      kurtaForm(t, { sizeIds: [t.sizes.S], variants: [{ colorId: null, sizeId: foreign, stockQty: 1 }] }),
    );
    expect(response.statusCode).toBe(400);
    const mine = (await saveKurta(server.app, t, kurtaForm(t, { sizeIds: [t.sizes.S], stockQty: 3 }))).json();
    const read = await callApi(server.app, {
      method: 'GET',
      url: `/api/products/${mine.id}`,
      token: other.token,
    });
    expect(read.statusCode).toBe(404);
    expect(read.body).not.toContain('KURTA');
  });

  it('deleting a product frees its cell SKUs', async () => {
    const created = (
      await saveKurta(server.app, t, kurtaForm(t, { sku: 'GONE', sizeIds: [t.sizes.S], stockQty: 1 }))
    ).json();
    await callApi(server.app, { method: 'DELETE', url: `/api/products/${created.id}`, token: t.token });
    const again = await saveKurta(
      server.app,
      t,
      kurtaForm(t, {
        sku: 'AGAIN',
        sizeIds: [t.sizes.S],
        variants: [{ colorId: null, sizeId: t.sizes.S, stockQty: 1, sku: 'GONE-S' }],
      }),
    );
    expect(again.statusCode).toBe(201);
    expect(again.json().variants[0].sku).toBe('GONE-S');
  });
});
