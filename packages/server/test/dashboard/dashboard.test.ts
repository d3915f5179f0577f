import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postOrder, seedCatalogue, setStatus } from '../orders/order-support';
import { createRetailer, otherManufacturer } from '../retail/retail-support';
import { callApi } from '../support/fixtures';
import { startTestServer, type TestServer } from '../support/test-app';
import { MINUTE } from '../support/test-clock';
import { recountDashboard } from './recount';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

describe('GET /manufacturer/dashboard', () => {
  it('equals the hand-computed figures of a small trade, and stays equal to a recount after changes', async () => {
    const m = await otherManufacturer(server.app, server.db);
    const dashboard = async () =>
      (
        await callApi(server.app, { method: 'GET', url: '/api/manufacturer/dashboard', token: m.token })
      ).json();

    const empty = await dashboard();
    expect(empty).toMatchObject({
      totalOrders: 0,
      averageOrderValue: 0,
      averageFulfillmentTimeMinutes: null,
      topSellingProducts: [],
      topRetailers: [],
      retailerEngagement: [],
      subscription: { endDate: '2026-12-31', retailerLimit: 10, productLimit: 10 },
      orderStatusSummary: [
        { status: 'PENDING', count: 0 },
        { status: 'ACCEPTED', count: 0 },
        { status: 'REJECTED', count: 0 },
        { status: 'PARTIALLY_DISPATCHED', count: 0 },
        { status: 'DISPATCHED', count: 0 },
        { status: 'CANCELLED', count: 0 },
        { status: 'ON_HOLD', count: 0 },
      ],
    });
    expect(empty.monthlyTrends).toHaveLength(12);

    const c = await seedCatalogue(server.db, m.id);
    const a = await createRetailer(server.app, m.token, { name: 'Alpha Retail' });
    const b = await createRetailer(server.app, m.token, { name: 'Beta Retail' });
    const idle = await createRetailer(server.app, m.token, { name: 'Idle Retail' });
    const shirt = (quantity: number, size: number) => ({
      productId: c.shirt.id,
      quantity,
      sizeId: size,
      colorId: c.red.id,
    });
    const place = async (retailerId: number, items: unknown[]) =>
      (await postOrder(server.app, m.token, { retailerId, items })).json().id as number;

    const o1 = await place(a.id, [shirt(10, c.small.id)]); // 10 x 189.99 = 1899.90
    const o2 = await place(b.id, [{ productId: c.cap.id, quantity: 3 }]); // 3 x 333.33 = 999.99
    const o3 = await place(a.id, [shirt(1, c.medium.id)]); // 199.99
    server.clock.advance(30 * MINUTE);
    await setStatus(server.app, m.token, o1, 'ACCEPTED'); // 30 minutes
    server.clock.advance(60 * MINUTE);
    await setStatus(server.app, m.token, o2, 'ACCEPTED'); // 90 minutes
    await setStatus(server.app, m.token, o3, 'REJECTED');
    await place(b.id, [shirt(2, c.small.id)]); // pending, 399.98

    const figures = await dashboard();
    expect(figures).toMatchObject({
      totalOrders: 4,
      averageOrderValue: 1449.95, // (1899.90 + 999.99) / 2 = 1449.945, rounded half up
      averageFulfillmentTimeMinutes: 60,
      topSellingProducts: [
        { productId: c.shirt.id, name: c.shirt.name, totalSold: 10 },
        { productId: c.cap.id, name: c.cap.name, totalSold: 3 },
      ],
      // A size's stock is its cells summed over the colours: the shirt's 1,000 units sit 250 in each
      // of Red and Blue x S and M; o1 took 10 from Red / S.
      sizeDemandMatch: [
        { size: c.medium.name, stockQty: 500, soldQty: 0 },
        { size: c.small.name, stockQty: 490, soldQty: 10 },
      ],
      orderStatusSummary: [
        { status: 'PENDING', count: 1 },
        { status: 'ACCEPTED', count: 2 },
        { status: 'REJECTED', count: 1 },
        { status: 'PARTIALLY_DISPATCHED', count: 0 },
        { status: 'DISPATCHED', count: 0 },
        { status: 'CANCELLED', count: 0 },
        { status: 'ON_HOLD', count: 0 },
      ],
      topRetailers: [
        { retailerId: a.id, name: 'Alpha Retail', totalOrderValue: 1899.9 },
        { retailerId: b.id, name: 'Beta Retail', totalOrderValue: 999.99 },
      ],
      // Alpha: 0.6 x 1 + 0.4 x 2/2; Beta: 0.6 x 999.99/1899.90 + 0.4 x 2/2 = 0.7158; Idle: nothing.
      retailerEngagement: [
        { retailerId: a.id, name: 'Alpha Retail', engagementScore: 100 },
        { retailerId: b.id, name: 'Beta Retail', engagementScore: 72 },
        { retailerId: idle.id, name: 'Idle Retail', engagementScore: 0 },
      ],
    });
    expect(figures.monthlyTrends.at(-1)).toEqual({ month: '2025-06', totalSales: 2899.89 });
    expect(figures.monthlyTrends[0]).toEqual({ month: '2024-07', totalSales: 0 });
    expect(figures).toEqual(await recountDashboard(server.db, m.id, figures));

    // Deleting the accepted o1 takes it out of every figure and puts its stock back.
    await callApi(server.app, { method: 'DELETE', url: `/api/orders/${o1}`, token: m.token });
    const after = await dashboard();
    expect(after).toMatchObject({
      totalOrders: 3,
      averageOrderValue: 999.99,
      averageFulfillmentTimeMinutes: 90,
      topSellingProducts: [{ productId: c.cap.id, totalSold: 3 }],
      sizeDemandMatch: [
        { size: c.medium.name, stockQty: 500, soldQty: 0 },
        { size: c.small.name, stockQty: 500, soldQty: 0 },
      ],
    });
    expect(after).toEqual(await recountDashboard(server.db, m.id, after));
  });
});
