import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRetailer, otherManufacturer } from '../retail/retail-support';
import { callApi } from '../support/fixtures';
import { startTestServer, type TestServer } from '../support/test-app';
import { postOrder, seedCatalogue, setStatus } from './order-support';

let server: TestServer;
let mine: { id: number; token: string };
let theirs: { id: number; token: string };
/** Orders in the order they were created: Arora 1 cap, Bose 3 caps (rejected), Arora 2 caps. */
const ids: number[] = [];
beforeAll(async () => {
  server = await startTestServer();
  mine = await otherManufacturer(server.app, server.db);
  theirs = await otherManufacturer(server.app, server.db);
  const { cap } = await seedCatalogue(server.db, mine.id);
  const arora = await createRetailer(server.app, mine.token, { name: 'Arora Textiles' });
  const bose = await createRetailer(server.app, mine.token, { name: 'Bose Fabrics' });
  for (const [retailerId, quantity] of [
    [arora.id, 2],
    [bose.id, 6],
    [arora.id, 4],
  ] as const) {
    const response = await postOrder(server.app, mine.token, {
      retailerId,
      items: [{ productId: cap.id, quantity }],
    });
    ids.push(response.json().id);
  }
  await setStatus(server.app, mine.token, ids[1] as number, 'REJECTED');
  const theirCatalogue = await seedCatalogue(server.db, theirs.id);
  const theirRetailer = await createRetailer(server.app, theirs.token, { name: 'Arora Other Tenant' });
  await postOrder(server.app, theirs.token, {
    retailerId: theirRetailer.id,
    items: [{ productId: theirCatalogue.cap.id, quantity: 2 }],
  });
}, 120_000);
afterAll(() => server?.close());

const listed = async (query: string, token = mine.token) => {
  const response = await callApi(server.app, { method: 'GET', url: `/api/orders?${query}`, token });
  expect(response.statusCode).toBe(200);
  return response.json().orders.map((order: { id: number }) => order.id);
};

describe('GET /orders: search and sort', () => {
  it("finds orders by any part of the retailer's name, any case", async () => {
    expect(await listed('q=ARORA')).toEqual([ids[2], ids[0]]);
    expect(await listed('q=bose')).toEqual([ids[1]]);
  });

  it('finds an order by its number', async () => {
    expect(await listed(`q=${ids[1]}`)).toEqual([ids[1]]);
  });

  it('sorts by total, retailer and status either way, ties by number', async () => {
    expect(await listed('sortBy=totalAmount&sortOrder=desc')).toEqual([ids[1], ids[2], ids[0]]);
    expect(await listed('sortBy=retailer&sortOrder=asc')).toEqual([ids[0], ids[2], ids[1]]);
    expect(await listed('sortBy=status&sortOrder=asc')).toEqual([ids[0], ids[2], ids[1]]);
    expect(await listed('sortBy=id&sortOrder=asc&pageSize=2')).toEqual([ids[0], ids[1]]);
  });

  it("never shows another manufacturer's orders, whatever is searched", async () => {
    expect(await listed('q=arora', theirs.token)).toHaveLength(1);
    expect(await listed(`q=${ids[0]}`, theirs.token)).toEqual([]);
  });

  it('refuses an unknown sort column with a 400 naming the choices', async () => {
    const response = await callApi(server.app, {
      method: 'GET',
      url: '/api/orders?sortBy=items',
      token: mine.token,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(
      /sortBy must be one of createdAt, id, retailer, status, totalAmount/,
    );
  });
});
