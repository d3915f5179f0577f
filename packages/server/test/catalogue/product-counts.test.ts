import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productCounts, products } from '../../src/db/schema';
import { callApi } from '../support/fixtures';
import { startTestServer, type TestServer } from '../support/test-app';
import {
  addCategory,
  createProduct,
  importCsv,
  liveProducts,
  newManufacturer,
  type Tenant,
} from './catalogue-support';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const HEADER = 'sku,name,adminName,price,mrp,stockQty,description,category';
const csv = (skus: string[]) =>
  [HEADER, ...skus.map((sku) => `${sku},Tee ${sku},Tee ${sku},199,299,5,Cotton tee,Tees`)].join('\n');

const keptCount = async (manufacturerId: number) => {
  const [row] = await server.db
    .select({ live: productCounts.live })
    .from(productCounts)
    .where(eq(productCounts.manufacturerId, manufacturerId));
  return row?.live ?? 0;
};

/** What the products list reports as its total (unfiltered: the kept count). */
const listedTotal = async (tenant: Tenant) => {
  const response = await callApi(server.app, { method: 'GET', url: '/api/products', token: tenant.token });
  return response.json<{ total: number }>().total;
};

describe('the kept count of live products', () => {
  it('follows creates, imports (new and updated rows), deletes and direct SQL, and is what the list totals', async () => {
    const tenant = await newManufacturer(server, { productLimit: 1000 });
    const other = await newManufacturer(server, { productLimit: 1000 });
    const category = await addCategory(server.app, tenant.token, 'Tees');
    await addCategory(server.app, other.token, 'Tees');
    expect(await listedTotal(tenant)).toBe(0);

    const first = await createProduct(server.app, tenant.token, category);
    await createProduct(server.app, tenant.token, category);
    const imported = await importCsv(server.app, tenant.token, csv(['C-1', 'C-2', 'C-3']));
    expect(imported.json().success).toBe(3);
    // A re-import updates in place: the count does not move.
    await importCsv(server.app, tenant.token, csv(['C-1', 'C-2', 'C-3', 'C-4']));
    await importCsv(server.app, other.token, csv(['C-1']));
    await callApi(server.app, { method: 'DELETE', url: `/api/products/${first.id}`, token: tenant.token });
    // Writers outside the API (a stock change, a second soft delete, a hard delete) keep it too.
    await server.db.execute(
      sql`update products set stock_qty = stock_qty + 1 where manufacturer_id = ${tenant.id}`,
    );
    await server.db.execute(
      sql`update products set deleted_at = now() where manufacturer_id = ${tenant.id} and sku = 'C-4'`,
    );
    await server.db.execute(sql`delete from products where manufacturer_id = ${tenant.id} and sku = 'C-3'`);

    expect(await liveProducts(server.db, tenant.id)).toBe(3);
    expect(await keptCount(tenant.id)).toBe(3);
    expect(await listedTotal(tenant)).toBe(3);
    expect(await keptCount(other.id)).toBe(1);
    expect(await listedTotal(other)).toBe(1);
  });

  it('counts a filtered list itself', async () => {
    const tenant = await newManufacturer(server, { productLimit: 1000 });
    const category = await addCategory(server.app, tenant.token, 'Tees');
    await createProduct(server.app, tenant.token, category, { status: 'Inactive' });
    await createProduct(server.app, tenant.token, category);
    const active = await callApi(server.app, {
      method: 'GET',
      url: '/api/products?active=true',
      token: tenant.token,
    });
    expect(active.json<{ total: number }>().total).toBe(1);
    expect(await listedTotal(tenant)).toBe(2);
    const rows = await server.db
      .select({ id: products.id })
      .from(products)
      .where(eq(products.manufacturerId, tenant.id));
    expect(rows).toHaveLength(2);
  });
});
