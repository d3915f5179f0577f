import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories, products } from '../../src/db/schema';
import { recountDashboard } from '../dashboard/recount';
import { demoManufacturerId } from '../retail/retail-support';
import { callApi, tokenFor } from '../support/fixtures';
import { DEMO, startTestServer, type TestServer } from '../support/test-app';

let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await startTestServer();
  token = await tokenFor(server.app, DEMO.email, DEMO.password);
});
afterAll(() => server?.close());

describe('the demo trade', () => {
  it('puts every demo product in a category with an HSN code, so the catalogue exports and dispatches whole', async () => {
    const manufacturerId = await demoManufacturerId(server.db, DEMO.email);
    const rows = await server.db
      .select({
        sku: products.sku,
        categoryId: products.categoryId,
        hsn: products.hsnCode,
        defaultHsn: categories.defaultHsn,
      })
      .from(products)
      .leftJoin(categories, eq(categories.id, products.categoryId))
      .where(eq(products.manufacturerId, manufacturerId));
    expect(rows.length).toBeGreaterThan(60);
    expect(rows.filter((row) => row.categoryId === null).map((row) => row.sku)).toEqual([]);
    expect(rows.filter((row) => !row.hsn && !row.defaultHsn).map((row) => row.sku)).toEqual([]);
  });

  it('gives the demo manufacturer linked retailers, pending requests and a year of orders in every status', async () => {
    const links = (
      await callApi(server.app, { method: 'GET', url: '/api/manufacturer/retailers', token })
    ).json();
    expect(links.filter((l: { status: string }) => l.status === 'ACCEPTED')).toHaveLength(6);
    const requests = (
      await callApi(server.app, { method: 'GET', url: '/api/manufacturer/retailers-req', token })
    ).json();
    expect(requests).toHaveLength(3);

    const dashboard = (
      await callApi(server.app, { method: 'GET', url: '/api/manufacturer/dashboard', token })
    ).json();
    expect(dashboard.totalOrders).toBe(500);
    // product.md's three statuses; the demo trade dispatches nothing (its orders are left for the user to dispatch).
    const specStatuses = dashboard.orderStatusSummary.filter((s: { status: string }) =>
      ['PENDING', 'ACCEPTED', 'REJECTED'].includes(s.status),
    );
    expect(specStatuses).toHaveLength(3);
    for (const status of specStatuses) expect(status.count, status.status).toBeGreaterThan(0);
    expect(
      dashboard.monthlyTrends.filter((m: { totalSales: number }) => m.totalSales > 0).length,
    ).toBeGreaterThanOrEqual(11);
    expect(dashboard.topSellingProducts).toHaveLength(5);
    expect(dashboard).toEqual(
      await recountDashboard(server.db, await demoManufacturerId(server.db, DEMO.email), dashboard),
    );
  });

  it('prices demo orders by the same rule as real ones (total = sum of unit price x quantity)', async () => {
    const page = (await callApi(server.app, { method: 'GET', url: '/api/orders?pageSize=5', token })).json();
    for (const summary of page.orders) {
      const order = (
        await callApi(server.app, { method: 'GET', url: `/api/orders/${summary.id}`, token })
      ).json();
      const paise = order.items.reduce(
        (sum: number, i: { price: number; quantity: number }) => sum + Math.round(i.price * 100) * i.quantity,
        0,
      );
      expect(Math.round(order.totalAmount * 100)).toBe(paise);
    }
  });
});
