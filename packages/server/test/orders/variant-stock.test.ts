import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type GridTenant,
  gridOf,
  gridTenant,
  kurtaForm,
  readProduct,
  saveKurta,
} from '../catalogue/variant-support';
import { createRetailer } from '../retail/retail-support';
import { callApi } from '../support/fixtures';
import { startTestServer, type TestServer } from '../support/test-app';
import { postOrder, setStatus } from './order-support';

// On PostgreSQL the parallel accepts below run in parallel transactions on separate connections.
let server: TestServer;
let t: GridTenant;
let retailerId: number;
beforeAll(async () => {
  server = await startTestServer();
  t = await gridTenant(server);
  retailerId = (await createRetailer(server.app, t.token)).id;
});
afterAll(() => server?.close());

/** A Linen Kurta in Navy and Off White x S and M: Navy / M holds `navyM`, the other cells 5 each. */
const kurta = async (navyM = 30, extra: Record<string, string> = {}) => {
  const { S, M } = t.sizes;
  const { navy, offWhite } = t.colors;
  const response = await saveKurta(
    server.app,
    t,
    kurtaForm(t, {
      sizeIds: [S, M],
      colorIds: [navy, offWhite],
      variants: [
        { colorId: navy, sizeId: S, stockQty: 5 },
        { colorId: navy, sizeId: M, stockQty: navyM },
        { colorId: offWhite, sizeId: S, stockQty: 5 },
        { colorId: offWhite, sizeId: M, stockQty: 5 },
      ],
      extra,
    }),
  );
  if (response.statusCode !== 201) throw new Error(response.body);
  return response.json<{ id: number; sku: string }>();
};
const line = (productId: number, quantity: number, sizeId = t.sizes.M, colorId = t.colors.navy) => ({
  productId,
  quantity,
  sizeId,
  colorId,
});
const order = async (...items: ReturnType<typeof line>[]) => {
  const response = await postOrder(server.app, t.token, { retailerId, items });
  if (response.statusCode !== 201) throw new Error(response.body);
  return response.json<{ id: number; items: { variantId: number; sku: string; stockLeft: number }[] }>();
};
const grid = async (id: number) => gridOf(await readProduct(server.app, t.token, id));

describe('orders take stock from the cell', () => {
  it('names the cell on each line; accept takes from it; reject leaves it; deleting an accepted order restores it', async () => {
    const product = await kurta(30);
    const placed = await order(line(product.id, 12), line(product.id, 2, t.sizes.S, t.colors.offWhite));
    const cells = (await readProduct(server.app, t.token, product.id)).variants;
    expect(placed.items[0]).toMatchObject({
      variantId: cells[1]?.id,
      sku: `${product.sku}-NAVY-M`,
      stockLeft: 30,
    });
    const accepted = await setStatus(server.app, t.token, placed.id, 'ACCEPTED');
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().items.map((i: { stockLeft: number }) => i.stockLeft)).toEqual([18, 3]);
    expect(await grid(product.id)).toEqual(['Navy/S: 5', 'Navy/M: 18', 'Off White/S: 3', 'Off White/M: 5']);
    expect((await readProduct(server.app, t.token, product.id)).stockQty).toBe(31);

    const rejected = await order(line(product.id, 6));
    await setStatus(server.app, t.token, rejected.id, 'REJECTED');
    expect(await grid(product.id)).toEqual(['Navy/S: 5', 'Navy/M: 18', 'Off White/S: 3', 'Off White/M: 5']);

    await callApi(server.app, { method: 'DELETE', url: `/api/orders/${placed.id}`, token: t.token });
    expect(await grid(product.id)).toEqual(['Navy/S: 5', 'Navy/M: 30', 'Off White/S: 5', 'Off White/M: 5']);
    expect((await readProduct(server.app, t.token, product.id)).stockQty).toBe(45);
  });

  it('refuses an accept whole when one cell is short, naming it: "Not enough stock of Linen Kurta Navy / M"', async () => {
    const product = await kurta(30);
    const placed = await order(line(product.id, 2, t.sizes.S, t.colors.navy), line(product.id, 50));
    const answer = await setStatus(server.app, t.token, placed.id, 'ACCEPTED');
    expect(answer.statusCode).toBe(409);
    expect(answer.json().message).toBe('Not enough stock of Linen Kurta Navy / M: 30 left, 50 ordered');
    expect(await grid(product.id)).toEqual(['Navy/S: 5', 'Navy/M: 30', 'Off White/S: 5', 'Off White/M: 5']);
    const read = await callApi(server.app, {
      method: 'GET',
      url: `/api/orders/${placed.id}`,
      token: t.token,
    });
    expect(read.json().status).toBe('PENDING');
  });

  it('sums two lines of one cell when accepting', async () => {
    const product = await kurta(10);
    const placed = await order(line(product.id, 6), line(product.id, 6));
    const answer = await setStatus(server.app, t.token, placed.id, 'ACCEPTED');
    expect(answer.json().message).toBe('Not enough stock of Linen Kurta Navy / M: 10 left, 12 ordered');
  });

  it('refuses a quantity that is not a multiple of the order multiple: "Order in multiples of 6"', async () => {
    const product = await kurta(30, { orderMultiple: '6' });
    const refused = await postOrder(server.app, t.token, { retailerId, items: [line(product.id, 8)] });
    expect(refused.json()).toMatchObject({ statusCode: 400, message: 'Order in multiples of 6' });
    expect(
      (await postOrder(server.app, t.token, { retailerId, items: [line(product.id, 12)] })).statusCode,
    ).toBe(201);
  });

  it('refuses removing a size that a pending order uses (409 naming it), and allows it once the order is decided', async () => {
    const product = await kurta(30);
    const placed = await order(line(product.id, 3));
    const withoutM = kurtaForm(t, {
      sku: product.sku,
      sizeIds: [t.sizes.S],
      colorIds: [t.colors.navy, t.colors.offWhite],
      stockQty: 10,
    });
    const refused = await saveKurta(server.app, t, withoutM, product.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('Navy / M is used by pending orders and cannot be removed');
    expect(await grid(product.id)).toEqual(['Navy/S: 5', 'Navy/M: 30', 'Off White/S: 5', 'Off White/M: 5']);
    await setStatus(server.app, t.token, placed.id, 'REJECTED');
    const removed = await saveKurta(server.app, t, withoutM, product.id);
    expect(removed.statusCode).toBe(200);
    expect(await grid(product.id)).toEqual(['Navy/S: 5', 'Off White/S: 5']);
    const read = await callApi(server.app, {
      method: 'GET',
      url: `/api/orders/${placed.id}`,
      token: t.token,
    });
    expect(read.json().items[0]).toMatchObject({
      variantId: null,
      sku: `${product.sku}-NAVY-M`,
      stockLeft: null,
    });
  });

  it('of 50 parallel accepts competing for one cell with stock for 10, accepts exactly 10: no oversell, no deadlock', async () => {
    const product = await kurta(10);
    const orders = [];
    for (let i = 0; i < 50; i += 1) orders.push((await order(line(product.id, 1))).id);
    const answers = await Promise.all(orders.map((id) => setStatus(server.app, t.token, id, 'ACCEPTED')));
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(10);
    const refusals = answers.filter((a) => a.statusCode !== 200);
    expect(refusals).toHaveLength(40);
    expect(new Set(refusals.map((a) => a.json().message))).toEqual(
      new Set(['Not enough stock of Linen Kurta Navy / M: 0 left, 1 ordered']),
    );
    expect(await grid(product.id)).toEqual(['Navy/S: 5', 'Navy/M: 0', 'Off White/S: 5', 'Off White/M: 5']);
    expect((await readProduct(server.app, t.token, product.id)).stockQty).toBe(15);
  });

  it('accepts orders naming the same cells in crossing orders in parallel without a deadlock', async () => {
    const [first, second] = [await kurta(100), await kurta(100)];
    const cells = [first, second].flatMap((p) =>
      [t.sizes.S, t.sizes.M].flatMap((size) =>
        [t.colors.navy, t.colors.offWhite].map((color) => line(p.id, 1, size, color)),
      ),
    );
    const orders = [];
    for (let i = 0; i < 20; i += 1) orders.push((await order(...(i % 2 ? [...cells].reverse() : cells))).id);
    const answers = await Promise.all(orders.map((id) => setStatus(server.app, t.token, id, 'ACCEPTED')));
    // Every Navy/S and Off White cell holds 5: five orders fit, the rest are refused whole; none fails.
    expect(answers.map((a) => a.statusCode).sort()).toEqual([...Array(5).fill(200), ...Array(15).fill(409)]);
    expect(await grid(first.id)).toEqual(['Navy/S: 0', 'Navy/M: 95', 'Off White/S: 0', 'Off White/M: 0']);
  });
});
