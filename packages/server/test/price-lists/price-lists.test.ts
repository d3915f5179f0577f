import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { otherManufacturer } from '../retail/retail-support';
import { callApi } from '../support/fixtures';
import { multipart } from '../support/multipart';
import { startTestServer, type TestServer } from '../support/test-app';
import { createList, listBody, type PricingTenant, pricingTenant } from './price-support';

let server: TestServer;
let t: PricingTenant;
beforeAll(async () => {
  server = await startTestServer();
  t = await pricingTenant(server);
});
afterAll(() => server?.close());

const api = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown, token = t.token) =>
  callApi(server.app, { method, url: `/api${url}`, token, body });

const uploadRows = async (id: number, csv: string, token = t.token) => {
  const body = await multipart(
    {},
    { file: { bytes: Buffer.from(csv), filename: 'rows.csv', type: 'text/csv' } },
  );
  return server.app.inject({
    method: 'PUT',
    url: `/api/price-lists/${id}/rows.csv`,
    headers: { ...body.headers, authorization: `Bearer ${token}` },
    payload: body.payload,
  });
};

describe('price lists CRUD', () => {
  it('creates, reads, lists, changes and deletes a list, keeping its rows in the order given', async () => {
    const body = listBody({
      name: 'A-contract',
      percentOff: 7.5,
      validFrom: '2025-10-01',
      validTo: '2026-03-31',
      retailerIds: [t.a],
      retailerTypes: ['Wholesaler'],
      rows: [
        { productId: t.kurta, variantId: t.xxlCell.id, price: 430, minQty: 1 },
        { productId: t.kurta, variantId: null, price: 340, minQty: 1 },
        { productId: t.kurta, variantId: null, price: 320, minQty: 100 },
      ],
    });
    const created = await api('POST', '/price-lists', body);
    expect(created.statusCode).toBe(201);
    const list = created.json();
    expect(list).toEqual({ id: expect.any(Number), ...body });
    expect((await api('GET', `/price-lists/${list.id}`)).json()).toEqual(list);

    const page = (await api('GET', '/price-lists?q=contract')).json();
    expect(page).toMatchObject({ page: 1, pageSize: 20, hasNext: false });
    expect(page.priceLists).toEqual(
      [{ id: list.id, ...body, rows: undefined, rowCount: 3 }].map(({ rows: _rows, ...summary }) => summary),
    );

    const renamed = await api('PUT', `/price-lists/${list.id}`, {
      ...body,
      name: 'A-contract 2',
      rows: undefined,
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ name: 'A-contract 2', rows: body.rows });

    expect((await api('DELETE', `/price-lists/${list.id}`)).statusCode).toBe(204);
    expect((await api('GET', `/price-lists/${list.id}`)).statusCode).toBe(404);
  });

  it("lists the lists that apply to a retailer: its own and its type's", async () => {
    const own = await createList(server.app, t.token, listBody({ name: 'B own', retailerIds: [t.b] }));
    const type = await createList(
      server.app,
      t.token,
      listBody({ name: 'All distributors', retailerTypes: ['Distributor'] }),
    );
    await createList(server.app, t.token, listBody({ name: 'Retailers only', retailerTypes: ['Retailer'] }));
    const forB = (await api('GET', `/price-lists?retailerId=${t.b}`)).json();
    expect(forB.priceLists.map((l: { id: number }) => l.id)).toEqual([type.id, own.id]);
  });

  it('pages newest first with hasNext', async () => {
    for (let i = 0; i < 3; i += 1) await createList(server.app, t.token, listBody({ name: `Paged ${i}` }));
    const first = (await api('GET', '/price-lists?q=paged&pageSize=2')).json();
    expect(first.priceLists.map((l: { name: string }) => l.name)).toEqual(['Paged 2', 'Paged 1']);
    expect(first.hasNext).toBe(true);
    const second = (await api('GET', '/price-lists?q=paged&pageSize=2&page=2')).json();
    expect(second.priceLists.map((l: { name: string }) => l.name)).toEqual(['Paged 0']);
    expect(second.hasNext).toBe(false);
  });
});

describe('refusals (400 naming the field or row)', () => {
  const row = (overrides: Record<string, unknown> = {}) => ({
    productId: t.kurta,
    variantId: null,
    price: 340,
    minQty: 1,
    ...overrides,
  });
  it.each([
    ['a percent above 100', () => listBody({ percentOff: 100.01 }), 'Percent off must be from 0 to 100'],
    ['a percent below 0', () => listBody({ percentOff: -1 }), 'Percent off must be from 0 to 100'],
    ['a percent with three decimals', () => listBody({ percentOff: 12.345 }), 'Percent off'],
    [
      'valid to before valid from',
      () => listBody({ validFrom: '2025-10-02', validTo: '2025-10-01' }),
      'Valid to must not be before valid from',
    ],
    [
      'a price of 0',
      () => listBody({ rows: [row(), row({ price: 0, minQty: 5 })] }),
      'Row 2: price must be more than 0',
    ],
    ['a negative price', () => listBody({ rows: [row({ price: -5 })] }), 'Row 1: price must be more than 0'],
    [
      'a min qty of 1.5',
      () => listBody({ rows: [row({ minQty: 1.5 })] }),
      'Row 1: min qty must be a whole number',
    ],
    [
      'a min qty of 0',
      () => listBody({ rows: [row({ minQty: 0 })] }),
      'Row 1: min qty must be a whole number',
    ],
    [
      'the same cell and min qty twice',
      () => listBody({ rows: [row(), row({ minQty: 24 }), row({ price: 300 })] }),
      'Row 3: the same cell and min qty as row 1',
    ],
    [
      'a product not mine',
      () => listBody({ rows: [row(), row({ productId: 999_999 })] }),
      'Row 2: product 999999 is not one of your products',
    ],
    [
      "a cell not the row's product's",
      () => listBody({ rows: [row({ productId: t.cap, variantId: t.xxlCell.id })] }),
      "is not a cell of the row's product",
    ],
    [
      'a retailer not linked',
      () => listBody({ retailerIds: [t.a, 999_999] }),
      'Retailer 999999 is not one of your accepted retailers',
    ],
    [
      'an unknown retailer type',
      () => ({ ...listBody(), retailerTypes: ['Shop'] }),
      'retailerTypes must be among',
    ],
  ])('refuses %s and writes nothing', async (_case, body, message) => {
    const before = (await api('GET', '/price-lists?pageSize=100')).json().priceLists.length;
    const response = await api('POST', '/price-lists', body());
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(message);
    expect((await api('GET', '/price-lists?pageSize=100')).json().priceLists.length).toBe(before);
  });
});

describe('tenancy', () => {
  it('another manufacturer gets 404 for my list on every route and cannot use my products or retailers', async () => {
    const mine = await createList(server.app, t.token, listBody({ name: 'Mine', retailerIds: [t.a] }));
    const other = await otherManufacturer(server.app, server.db);
    for (const [method, url] of [
      ['GET', `/price-lists/${mine.id}`],
      ['PUT', `/price-lists/${mine.id}`],
      ['DELETE', `/price-lists/${mine.id}`],
      ['GET', `/price-lists/${mine.id}/rows.csv`],
    ] as const) {
      const response = await api(method, url, method === 'PUT' ? listBody() : undefined, other.token);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
    }
    expect((await uploadRows(mine.id, 'productSku,price,minQty\n', other.token)).statusCode).toBe(404);
    expect((await api('GET', '/price-lists', undefined, other.token)).json().priceLists).toEqual([]);
    const stolenProduct = await api(
      'POST',
      '/price-lists',
      listBody({ rows: [{ productId: t.kurta, variantId: null, price: 1, minQty: 1 }] }),
      other.token,
    );
    expect(stolenProduct.statusCode).toBe(400);
    const stolenRetailer = await api('POST', '/price-lists', listBody({ retailerIds: [t.a] }), other.token);
    expect(stolenRetailer.statusCode).toBe(400);
    // My list is as it was.
    expect((await api('GET', `/price-lists/${mine.id}`)).json()).toMatchObject({
      name: 'Mine',
      retailerIds: [t.a],
    });
  });
});

describe('rows CSV', () => {
  it('exports rows that import back unchanged', async () => {
    const rows = [
      { productId: t.kurta, variantId: t.xxlCell.id, price: 430.5, minQty: 1 },
      { productId: t.kurta, variantId: null, price: 340, minQty: 1 },
      { productId: t.kurta, variantId: null, price: 320, minQty: 100 },
      { productId: t.cap, variantId: null, price: 99.99, minQty: 24 },
    ];
    const source = await createList(server.app, t.token, listBody({ rows }));
    const exported = await api('GET', `/price-lists/${source.id}/rows.csv`);
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-type']).toContain('text/csv');
    const lines = exported.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    expect(lines[0]).toBe('productSku,cellSku,price,minQty,product,cell');
    expect(lines[1]).toBe(`${t.kurtaSku},${t.xxlCell.sku},430.50,1,Kurta,XXL`);
    expect(lines[2]).toBe(`${t.kurtaSku},,340.00,1,Kurta,`);

    const target = await createList(server.app, t.token, listBody({ rows: [] }));
    const imported = await uploadRows(target.id, exported.body);
    expect(imported.statusCode).toBe(200);
    expect(imported.json()).toEqual({ saved: 4, failed: 0, errors: [] });
    expect((await api('GET', `/price-lists/${target.id}`)).json().rows).toEqual(rows);
    expect((await api('GET', `/price-lists/${target.id}/rows.csv`)).body).toBe(exported.body);
  });

  it('saves the good rows and names each bad one by its spreadsheet row', async () => {
    const list = await createList(
      server.app,
      t.token,
      listBody({ rows: [{ productId: t.cap, variantId: null, price: 1, minQty: 1 }] }),
    );
    const csv = [
      'productSku,cellSku,price,minQty',
      `${t.kurtaSku},,340,1`,
      'NOPE,,340,1',
      `${t.kurtaSku},${t.xxlCell.sku},0,1`,
      `${t.kurtaSku},,330,2.5`,
      `${t.kurtaSku},,335,1`,
      `${t.capSku},${t.xxlCell.sku},300,1`,
      `${t.kurtaSku},${t.xxlCell.sku},440,1`,
    ].join('\n');
    const response = await uploadRows(list.id, csv);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      saved: 2,
      failed: 5,
      errors: [
        { row: 3, error: 'Row 3: product NOPE is not one of your products' },
        { row: 4, error: 'Row 4: price must be more than 0 with at most 2 decimals' },
        { row: 5, error: 'Row 5: min qty must be a whole number of at least 1' },
        { row: 6, error: 'Row 6: the same cell and min qty as row 2' },
        { row: 7, error: `Row 7: cell ${t.xxlCell.sku} is not a cell of the row's product` },
      ],
    });
    expect((await api('GET', `/price-lists/${list.id}`)).json().rows).toEqual([
      { productId: t.kurta, variantId: null, price: 340, minQty: 1 },
      { productId: t.kurta, variantId: t.xxlCell.id, price: 440, minQty: 1 },
    ]);
  });

  it('refuses a file without the required columns as a whole', async () => {
    const list = await createList(server.app, t.token, listBody());
    const response = await uploadRows(list.id, 'sku,price\nX,1\n');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('The file lacks the required columns: productSku, minQty');
  });
});
