import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attributeItems, products } from '../../src/db/schema';
import {
  askForLink,
  createRetailer,
  demoManufacturerId,
  otherManufacturer,
  selfRegisteredRetailer,
} from '../retail/retail-support';
import { callApi, tokenFor } from '../support/fixtures';
import { DEMO, startTestServer, type TestServer } from '../support/test-app';
import { orderRowCounts, orderSetup, postOrder, seedCatalogue, setStatus, stockOf } from './order-support';

let server: TestServer;
let token: string;
let setup: Awaited<ReturnType<typeof orderSetup>>;
beforeAll(async () => {
  server = await startTestServer();
  token = await tokenFor(server.app, DEMO.email, DEMO.password);
  setup = await orderSetup(server.app, server.db, token, await demoManufacturerId(server.db, DEMO.email));
});
afterAll(() => server?.close());

const shirtLine = (quantity: number, size = setup.small.id, color = setup.red.id) => ({
  productId: setup.shirt.id,
  quantity,
  sizeId: size,
  colorId: color,
});
const order = (items: unknown[]) => ({ retailerId: setup.retailerId, items });

describe('POST /orders', () => {
  it('prices every item at its discount range boundary and totals to the paisa', async () => {
    const response = await postOrder(
      server.app,
      token,
      order([
        shirtLine(9),
        shirtLine(10, setup.medium.id, setup.blue.id),
        shirtLine(49),
        shirtLine(50),
        shirtLine(99),
        shirtLine(100),
        { productId: setup.cap.id, quantity: 3 },
      ]),
    );
    expect(response.statusCode).toBe(201);
    const created = response.json();
    expect(created.status).toBe('PENDING');
    expect(created.retailer).toEqual({ id: setup.retailerId, name: setup.retailerName });
    expect(created.items.map((i: { price: number }) => i.price)).toEqual([
      199.99, 189.99, 189.99, 174.99, 174.99, 159.99, 333.33,
    ]);
    // 9*199.99 + 10*189.99 + 49*189.99 + 50*174.99 + 99*174.99 + 100*159.99 + 3*333.33
    expect(created.totalAmount).toBe(56_081.82);
    expect(created.items[1]).toMatchObject({
      product: { name: setup.shirt.name },
      quantity: 10,
      size: { id: setup.medium.id, name: setup.medium.name },
      color: { id: setup.blue.id, name: setup.blue.name },
      brand: null,
    });
    const read = await callApi(server.app, { method: 'GET', url: `/api/orders/${created.id}`, token });
    expect(read.json()).toEqual(created);
  });

  it.each([
    ['no items', () => order([]), 'Add at least one item'],
    ['quantity 0', () => order([shirtLine(0)]), 'Quantity must be at least 1'],
    [
      'a missing size',
      () => order([{ productId: setup.shirt.id, quantity: 1, colorId: setup.red.id }]),
      'Please select all required attributes: choose a size for',
    ],
    [
      'a color not offered',
      () => order([shirtLine(1, setup.small.id, setup.small.id)]),
      'has no color with id',
    ],
    [
      'an attribute on a product without options',
      () => order([{ productId: setup.cap.id, quantity: 3, sizeId: setup.small.id }]),
      'has no size with id',
    ],
    [
      'a quantity under the minimum',
      () => order([{ productId: setup.cap.id, quantity: 1 }]),
      'must be at least 2',
    ],
    [
      'a quantity over the maximum',
      () => order([{ productId: setup.cap.id, quantity: 21 }]),
      'must be at most 20',
    ],
    [
      'an inactive product',
      () => order([{ productId: setup.scarf.id, quantity: 1 }]),
      'is not one of your active products',
    ],
    [
      'an unknown product',
      () => order([{ productId: 999999, quantity: 1 }]),
      'is not one of your active products',
    ],
    [
      'a retailer not accepted',
      () => ({ retailerId: 999999, items: [shirtLine(1)] }),
      'Choose one of your accepted retailers',
    ],
  ])('answers 400 for %s and writes nothing', async (_, body, message) => {
    const before = await orderRowCounts(server.db);
    const response = await postOrder(server.app, token, body());
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(message);
    expect(await orderRowCounts(server.db)).toEqual(before);
  });

  it("refuses another manufacturer's product, even for the caller's own accepted retailer", async () => {
    const other = await otherManufacturer(server.app, server.db);
    const ownRetailer = await createRetailer(server.app, other.token);
    const before = await orderRowCounts(server.db);
    const foreign = await postOrder(server.app, other.token, {
      retailerId: ownRetailer.id,
      items: [shirtLine(1)],
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().message).toBe(`Product ${setup.shirt.id} is not one of your active products`);
    expect(await orderRowCounts(server.db)).toEqual(before);
  });

  it("refuses another manufacturer's retailer and a pending one", async () => {
    const other = await otherManufacturer(server.app, server.db);
    const theirs = await postOrder(server.app, other.token, {
      retailerId: setup.retailerId,
      items: [shirtLine(1)],
    });
    expect(theirs.statusCode).toBe(400);
    expect(theirs.json().message).toBe('Choose one of your accepted retailers');
    const retailer = await selfRegisteredRetailer(server.app, server.db);
    await askForLink(server.app, retailer.token, await demoManufacturerId(server.db, DEMO.email));
    const pending = await postOrder(server.app, token, { retailerId: retailer.id, items: [shirtLine(1)] });
    expect(pending.json().message).toBe('Choose one of your accepted retailers');
  });
});

describe('order status and stock', () => {
  it('accepting takes the stock, once; a second change answers 409', async () => {
    const created = (await postOrder(server.app, token, order([shirtLine(5), shirtLine(7)]))).json();
    const before = await stockOf(server.db, setup.shirt.id);
    const accepted = await setStatus(server.app, token, created.id, 'ACCEPTED');
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().status).toBe('ACCEPTED');
    expect(await stockOf(server.db, setup.shirt.id)).toBe((before ?? 0) - 12);
    const again = await setStatus(server.app, token, created.id, 'REJECTED');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Only a pending order can be accepted or rejected');
  });

  it('rejecting leaves stock alone; PENDING is not a status to set', async () => {
    const created = (await postOrder(server.app, token, order([shirtLine(5)]))).json();
    const before = await stockOf(server.db, setup.shirt.id);
    expect((await setStatus(server.app, token, created.id, 'PENDING')).statusCode).toBe(400);
    expect((await setStatus(server.app, token, created.id, 'REJECTED')).json().status).toBe('REJECTED');
    expect(await stockOf(server.db, setup.shirt.id)).toBe(before);
  });

  it('fails whole with 409 naming the product when its stock is short', async () => {
    const created = (
      await postOrder(server.app, token, order([shirtLine(1), { productId: setup.cap.id, quantity: 11 }]))
    ).json();
    const shirtBefore = await stockOf(server.db, setup.shirt.id);
    const response = await setStatus(server.app, token, created.id, 'ACCEPTED');
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(`Not enough stock of ${setup.cap.name}: 10 left, 11 ordered`);
    expect(await stockOf(server.db, setup.shirt.id)).toBe(shirtBefore);
    expect(await stockOf(server.db, setup.cap.id)).toBe(10);
    const read = await callApi(server.app, { method: 'GET', url: `/api/orders/${created.id}`, token });
    expect(read.json().status).toBe('PENDING');
  });

  it('deleting an ACCEPTED order puts its stock back; a PENDING one just goes', async () => {
    const created = (await postOrder(server.app, token, order([shirtLine(4)]))).json();
    const before = await stockOf(server.db, setup.shirt.id);
    await setStatus(server.app, token, created.id, 'ACCEPTED');
    expect(await stockOf(server.db, setup.shirt.id)).toBe((before ?? 0) - 4);
    const removed = await callApi(server.app, { method: 'DELETE', url: `/api/orders/${created.id}`, token });
    expect(removed.statusCode).toBe(204);
    expect(await stockOf(server.db, setup.shirt.id)).toBe(before);
    expect(
      (await callApi(server.app, { method: 'GET', url: `/api/orders/${created.id}`, token })).statusCode,
    ).toBe(404);
  });

  it('refuses with 409, keeping the order and the stock, a delete whose returned units would overflow the stock', async () => {
    const created = (await postOrder(server.app, token, order([shirtLine(4)]))).json();
    await setStatus(server.app, token, created.id, 'ACCEPTED');
    const full = 2_147_483_647 - 3; // 4 more units would pass the integer column's maximum
    await server.db.update(products).set({ stockQty: full }).where(eq(products.id, setup.shirt.id));
    const removed = await callApi(server.app, { method: 'DELETE', url: `/api/orders/${created.id}`, token });
    expect(removed.statusCode).toBe(409);
    expect(removed.json().message).toBe(
      `Cannot give back 4 units of ${setup.shirt.name}: its stock of ${full} would pass the most a product can hold (2147483647). Lower its stock first.`,
    );
    expect(await stockOf(server.db, setup.shirt.id)).toBe(full);
    expect(
      (await callApi(server.app, { method: 'GET', url: `/api/orders/${created.id}`, token })).statusCode,
    ).toBe(200);

    await server.db.update(products).set({ stockQty: 1000 }).where(eq(products.id, setup.shirt.id));
    expect(
      (await callApi(server.app, { method: 'DELETE', url: `/api/orders/${created.id}`, token })).statusCode,
    ).toBe(204);
    expect(await stockOf(server.db, setup.shirt.id)).toBe(1004);
  });

  it('keeps a past order as it was after its product is edited and deleted', async () => {
    const own = await seedCatalogue(server.db, await demoManufacturerId(server.db, DEMO.email));
    const line = { productId: own.shirt.id, quantity: 10, sizeId: own.small.id, colorId: own.red.id };
    const created = (await postOrder(server.app, token, order([line]))).json();
    await server.db.update(products).set({ name: 'Renamed', price: 1 }).where(eq(products.id, own.shirt.id));
    await server.db
      .update(attributeItems)
      .set({ name: 'Renamed size' })
      .where(eq(attributeItems.id, own.small.id));
    const deleted = await callApi(server.app, {
      method: 'DELETE',
      url: `/api/products/${own.shirt.id}`,
      token,
    });
    expect(deleted.statusCode).toBeLessThan(300);
    const read = await callApi(server.app, { method: 'GET', url: `/api/orders/${created.id}`, token });
    expect(read.json()).toEqual(created);
    expect(created.items[0]).toMatchObject({
      product: { name: own.shirt.name },
      price: 189.99,
      size: { name: own.small.name },
    });
  });
});

describe('GET /orders', () => {
  it('pages newest first and filters by status and retailer', async () => {
    const ids: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      server.clock.advance(60_000);
      ids.push((await postOrder(server.app, token, order([shirtLine(1)]))).json().id);
    }
    await setStatus(server.app, token, ids[1] as number, 'REJECTED');
    const page = await callApi(server.app, { method: 'GET', url: '/api/orders?pageSize=2', token });
    expect(page.json()).toMatchObject({ page: 1, pageSize: 2, hasNext: true });
    expect(page.json().orders.map((o: { id: number }) => o.id)).toEqual([ids[2], ids[1]]);
    expect(page.json().orders[0]).toMatchObject({
      status: 'PENDING',
      retailer: { name: setup.retailerName },
    });
    const rejected = await callApi(server.app, {
      method: 'GET',
      url: '/api/orders?status=REJECTED&pageSize=100',
      token,
    });
    expect(rejected.json().orders.every((o: { status: string }) => o.status === 'REJECTED')).toBe(true);
    expect(rejected.json().orders.map((o: { id: number }) => o.id)).toContain(ids[1]);
    const byRetailer = await callApi(server.app, {
      method: 'GET',
      url: `/api/orders?retailerId=${setup.retailerId}&from=2025-06-02&to=2025-06-02`,
      token,
    });
    expect(byRetailer.json().orders.length).toBeGreaterThanOrEqual(3);
    const none = await callApi(server.app, { method: 'GET', url: '/api/orders?from=2025-07-01', token });
    expect(none.json().orders).toEqual([]);
    expect(
      (await callApi(server.app, { method: 'GET', url: '/api/orders?status=LOST', token })).statusCode,
    ).toBe(400);
  });
});

describe('another manufacturer', () => {
  it('gets 404 for every order id (before any body) and an empty list', async () => {
    const created = (await postOrder(server.app, token, order([shirtLine(1)]))).json();
    const other = await otherManufacturer(server.app, server.db);
    const calls = [
      { method: 'GET' as const, url: `/api/orders/${created.id}` },
      { method: 'PATCH' as const, url: `/api/orders/${created.id}/status`, body: { status: 'nonsense' } },
      { method: 'DELETE' as const, url: `/api/orders/${created.id}` },
    ];
    for (const call of calls) {
      const response = await callApi(server.app, { ...call, token: other.token });
      expect(response.statusCode, call.method).toBe(404);
      expect(response.json().message).toBe('Order not found');
    }
    const list = await callApi(server.app, { method: 'GET', url: '/api/orders', token: other.token });
    expect(list.json().orders).toEqual([]);
    expect(
      (await callApi(server.app, { method: 'GET', url: `/api/orders/${created.id}`, token })).json().status,
    ).toBe('PENDING');
  });
});
