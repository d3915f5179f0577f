import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, retailerLinks } from '../../src/db/schema';
import { createRetailer } from '../retail/retail-support';
import { callApi, tokenFor } from '../support/fixtures';
import { DEMO, startTestServer, type TestServer } from '../support/test-app';

/** Issue 17: z.coerce took `quantity: true` as 1, `[[7]]` as 7, "0x10" as 16 and `retailerId: true` as retailer 1. */
let server: TestServer;
let demoToken: string;
beforeAll(async () => {
  server = await startTestServer();
  demoToken = await tokenFor(server.app, DEMO.email, DEMO.password);
});
afterAll(() => server?.close());

const orderCount = async () => (await server.db.select({ n: count() }).from(orders))[0]?.n;

describe('ids and quantities in a JSON body are JSON numbers', () => {
  it.each([
    [
      'quantity: true',
      { retailerId: 1, items: [{ productId: 1, quantity: true }] },
      'items.0.quantity must be a number',
    ],
    [
      'quantity: [[7]]',
      { retailerId: 1, items: [{ productId: 1, quantity: [[7]] }] },
      'items.0.quantity must be a number',
    ],
    [
      'quantity: "0x10"',
      { retailerId: 1, items: [{ productId: 1, quantity: '0x10' }] },
      'items.0.quantity must be a number',
    ],
    [
      'quantity: "7"',
      { retailerId: 1, items: [{ productId: 1, quantity: '7' }] },
      'items.0.quantity must be a number',
    ],
    [
      'productId: "0x10"',
      { retailerId: 1, items: [{ productId: '0x10', quantity: 1 }] },
      'items.0.productId must be a number',
    ],
    [
      'sizeId: false',
      { retailerId: 1, items: [{ productId: 1, quantity: 1, sizeId: false }] },
      'items.0.sizeId must be a number',
    ],
    [
      'retailerId: true',
      { retailerId: true, items: [{ productId: 1, quantity: 1 }] },
      'retailerId must be a number',
    ],
  ])(
    'POST /api/orders with %s answers 400 naming the field and creates nothing',
    async (_case, body, message) => {
      const before = await orderCount();
      const response = await callApi(server.app, {
        method: 'POST',
        url: '/api/orders',
        token: demoToken,
        body,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(message);
      expect(await orderCount()).toBe(before);
    },
  );

  it('a link request for manufacturer `true` answers 400 and asks nobody', async () => {
    const retailer = await createRetailer(server.app, demoToken);
    const before = await server.db.select({ n: count() }).from(retailerLinks);
    const response = await callApi(server.app, {
      method: 'POST',
      url: '/api/retailer/link-requests',
      token: retailer.token,
      body: { manufacturerId: true },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('manufacturerId must be a number');
    expect(await server.db.select({ n: count() }).from(retailerLinks)).toEqual(before);
  });

  it('query parameters still read plain digits, and refuse hex', async () => {
    const digits = await callApi(server.app, {
      method: 'GET',
      url: '/api/orders?page=1&pageSize=5',
      token: demoToken,
    });
    expect(digits.statusCode).toBe(200);
    const hex = await callApi(server.app, { method: 'GET', url: '/api/orders?page=0x10', token: demoToken });
    expect(hex.statusCode).toBe(400);
  });
});
