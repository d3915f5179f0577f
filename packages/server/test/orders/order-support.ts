import { count, eq } from 'drizzle-orm';
import type { App } from '../../src/app';
import type { Database } from '../../src/db/client';
import { attributeItems, orderItems, orders, products } from '../../src/db/schema';
import { addDefaultVariants } from '../../src/modules/catalogue/default-variants';
import { createRetailer } from '../retail/retail-support';
import { callApi } from '../support/fixtures';

/** Discount Rules used across the order tests: 10-49 5 %, 50-99 12.5 %, 100-1000 20 %. */
export const RULES = [
  { from: 10, to: 49, discount: 5 },
  { from: 50, to: 99, discount: 12.5 },
  { from: 100, to: 1000, discount: 20 },
];

let serial = 0;

/**
 * A small catalogue straight in the database: sizes S and M, colors Red and Blue; a shirt offering
 * both kinds with quantity discounts (its 1,000 units spread over its four cells, 250 each), a cap
 * with no options (one cell) and order limits 2..20, an inactive scarf.
 */
export const seedCatalogue = async (db: Database, manufacturerId: number) => {
  serial += 1;
  const items = await db
    .insert(attributeItems)
    .values([
      { manufacturerId, type: 'sizes', name: `S${serial}` },
      { manufacturerId, type: 'sizes', name: `M${serial}` },
      { manufacturerId, type: 'colors', name: `Red${serial}` },
      { manufacturerId, type: 'colors', name: `Blue${serial}` },
    ])
    .returning({ id: attributeItems.id, name: attributeItems.name });
  const [small, medium, red, blue] = items as [
    (typeof items)[0],
    (typeof items)[0],
    (typeof items)[0],
    (typeof items)[0],
  ];
  const product = (name: string, values: Partial<typeof products.$inferInsert>) => ({
    manufacturerId,
    sku: `${name}-${serial}`,
    name,
    adminName: name,
    price: 100,
    mrp: 120,
    stockQty: 100,
    description: name,
    ...values,
  });
  const rows = await db
    .insert(products)
    .values([
      product(`Shirt ${serial}`, {
        price: 199.99,
        mrp: 249,
        stockQty: 1000,
        discount: RULES,
        itemIds: [small, medium, red, blue].map((item) => item.id),
      }),
      product(`Cap ${serial}`, { price: 333.33, mrp: 400, stockQty: 10, minOrderQty: 2, maxOrderQty: 20 }),
      product(`Scarf ${serial}`, { status: 'Inactive' }),
    ])
    .returning({ id: products.id, name: products.name });
  const [shirt, cap, scarf] = rows as [(typeof rows)[0], (typeof rows)[0], (typeof rows)[0]];
  await addDefaultVariants(
    db,
    rows.map((row) => row.id),
    { spread: true },
  );
  return { small, medium, red, blue, shirt, cap, scarf };
};

export type Catalogue = Awaited<ReturnType<typeof seedCatalogue>>;

/** A catalogue and an accepted retailer for this manufacturer. */
export const orderSetup = async (app: App, db: Database, token: string, manufacturerId: number) => {
  const catalogue = await seedCatalogue(db, manufacturerId);
  const retailer = await createRetailer(app, token);
  return { ...catalogue, retailerId: retailer.id, retailerName: retailer.form.name };
};

export const postOrder = (app: App, token: string, body: unknown) =>
  callApi(app, { method: 'POST', url: '/api/orders', token, body });

export const setStatus = (app: App, token: string, id: number, status: string) =>
  callApi(app, { method: 'PATCH', url: `/api/orders/${id}/status`, token, body: { status } });

export const stockOf = async (db: Database, productId: number) =>
  (await db.select({ stock: products.stockQty }).from(products).where(eq(products.id, productId)))[0]?.stock;

export const orderRowCounts = async (db: Database) => ({
  orders: (await db.select({ n: count() }).from(orders))[0]?.n,
  items: (await db.select({ n: count() }).from(orderItems))[0]?.n,
});
