import type { PriceListInput, RetailerType } from '@apparel/contracts';
import { and, eq } from 'drizzle-orm';
import type { App } from '../../src/app';
import type { Database } from '../../src/db/client';
import { attributeItems, priceLists, products, productVariants } from '../../src/db/schema';
import { addDefaultVariants } from '../../src/modules/catalogue/default-variants';
import { newManufacturer } from '../catalogue/catalogue-support';
import { createRetailer } from '../retail/retail-support';
import { callApi } from '../support/fixtures';
import type { TestServer } from '../support/test-app';

let serial = 0;

/** The Discount Rules of the worked example's kurta: 5 % from 50 pieces. */
export const KURTA_RULES = [{ from: 50, to: 100_000, discount: 5 }];

/**
 * A manufacturer of its own with the worked example's catalogue, straight in the database: a kurta at
 * ₹400 in S and XXL (XXL at its own ₹450) with 5 % off from 50 pieces, and a plain cap at ₹400 with
 * no rules; and three accepted retailers: A and B (Distributors) and C (a Retailer).
 */
export const pricingTenant = async (server: TestServer) => {
  serial += 1;
  const tenant = await newManufacturer(server, { retailerLimit: 100, productLimit: 100 });
  const [small, xxl] = await server.db
    .insert(attributeItems)
    .values([
      { manufacturerId: tenant.id, type: 'sizes', name: 'S' },
      { manufacturerId: tenant.id, type: 'sizes', name: 'XXL' },
    ])
    .returning({ id: attributeItems.id });
  if (!small || !xxl) throw new Error('No sizes');
  const product = (name: string, values: Partial<typeof products.$inferInsert>) => ({
    manufacturerId: tenant.id,
    sku: `${name.toUpperCase()}-${serial}`,
    name,
    adminName: name,
    price: 400,
    mrp: 500,
    stockQty: 10_000,
    description: name,
    ...values,
  });
  const [kurta, cap] = await server.db
    .insert(products)
    .values([product('Kurta', { discount: KURTA_RULES, itemIds: [small.id, xxl.id] }), product('Cap', {})])
    .returning({ id: products.id, sku: products.sku });
  if (!kurta || !cap) throw new Error('No products');
  await addDefaultVariants(server.db, [kurta.id, cap.id], { spread: true });
  await server.db
    .update(productVariants)
    .set({ price: '450.00' })
    .where(and(eq(productVariants.productId, kurta.id), eq(productVariants.sizeId, xxl.id)));
  const cells = await server.db
    .select({ id: productVariants.id, sizeId: productVariants.sizeId, sku: productVariants.sku })
    .from(productVariants)
    .where(eq(productVariants.productId, kurta.id));
  const cellOf = (sizeId: number) => {
    const cell = cells.find((c) => c.sizeId === sizeId);
    if (!cell) throw new Error('No cell');
    return cell;
  };
  const retailer = async (type: RetailerType) =>
    (await createRetailer(server.app, tenant.token, { type })).id;
  return {
    ...tenant,
    small: small.id,
    xxl: xxl.id,
    kurta: kurta.id,
    kurtaSku: kurta.sku,
    cap: cap.id,
    capSku: cap.sku,
    smallCell: cellOf(small.id),
    xxlCell: cellOf(xxl.id),
    a: await retailer('Distributor'),
    b: await retailer('Distributor'),
    c: await retailer('Retailer'),
  };
};
export type PricingTenant = Awaited<ReturnType<typeof pricingTenant>>;

/** A list body with no rows, no percent, open-ended from 2025-01-01, assigned to nobody. */
export const listBody = (overrides: Partial<PriceListInput> = {}): PriceListInput => ({
  name: `List ${++serial}`,
  percentOff: null,
  validFrom: '2025-01-01',
  validTo: null,
  retailerIds: [],
  retailerTypes: [],
  rows: [],
  ...overrides,
});

export const createList = async (app: App, token: string, body: PriceListInput) => {
  const response = await callApi(app, { method: 'POST', url: '/api/price-lists', token, body });
  if (response.statusCode !== 201) throw new Error(`Price list not created: ${response.body}`);
  return response.json<{ id: number; name: string }>();
};

export const quote = (app: App, token: string, body: unknown) =>
  callApi(app, { method: 'POST', url: '/api/orders/quote', token, body });

/** The quote's first line, or the test fails showing the answer. */
export const quotedLine = async (app: App, token: string, body: unknown) => {
  const response = await quote(app, token, body);
  if (response.statusCode !== 200) throw new Error(`Quote refused: ${response.body}`);
  return response.json<{ items: Record<string, unknown>[]; totalAmount: number }>();
};

/** Deletes every list of the manufacturer straight in the database (tests start from none). */
export const dropLists = async (db: Database, manufacturerId: number) => {
  await db.delete(priceLists).where(eq(priceLists.manufacturerId, manufacturerId));
};
