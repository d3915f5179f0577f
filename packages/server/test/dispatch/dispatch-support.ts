import { gstinCheckCharacter } from '@apparel/contracts';
import { count } from 'drizzle-orm';
import type { App } from '../../src/app';
import type { Database } from '../../src/db/client';
import {
  dispatches,
  manufacturers,
  orderEvents,
  products,
  subscriptions,
  taxDocumentLines,
  taxDocuments,
} from '../../src/db/schema';
import { addDefaultVariants } from '../../src/modules/catalogue/default-variants';
import { createRetailer } from '../retail/retail-support';
import { callApi, createAccount, tokenFor } from '../support/fixtures';

/** A GSTIN with a correct check character for a state code and a PAN-like middle. */
export const validGstin = (stateCode: string, pan = 'AAPFU0939F') => {
  const first14 = `${stateCode}${pan}1Z`;
  return `${first14}${gstinCheckCharacter(first14)}`;
};

let serial = 0;

/**
 * A manufacturer ready to invoice (Karnataka, GSTIN, PIN code, prefix "AK"), its token, a retailer in
 * Karnataka (unregistered), one in Maharashtra (registered), and apparel products at the prices the
 * rate bands turn on (HSN 6109, 6205; ₹2,600 less 10 % for any quantity).
 */
export const invoicingSetup = async (app: App, db: Database) => {
  serial += 1;
  const gstin = validGstin('29', `AAKCS${String(1000 + serial).slice(-4)}K`);
  const [manufacturer] = await db
    .insert(manufacturers)
    .values({
      name: `Kaveri Apparel ${serial}`,
      description: 'Knitwear',
      address: '12 Industrial Layout',
      state: 'Karnataka',
      city: 'Bengaluru',
      gstin,
      pinCode: '560058',
      invoicePrefix: 'AK',
    })
    .returning();
  if (!manufacturer) throw new Error('no manufacturer');
  await db.insert(subscriptions).values({
    manufacturerId: manufacturer.id,
    startDate: '2025-01-01',
    endDate: '2030-12-31',
    productLimit: 100,
    retailerLimit: 100,
    isActive: true,
  });
  const account = await createAccount(db, { role: 'MANUFACTURER', manufacturerId: manufacturer.id });
  const token = await tokenFor(app, account.email, account.password);
  const local = await createRetailer(app, token, { state: 'Karnataka', gstin: null });
  const buyerGstin = validGstin('27', 'AABCM1234D');
  const interstate = await createRetailer(app, token, { state: 'Maharashtra', gstin: buyerGstin });
  const product = (
    name: string,
    price: number,
    hsnCode: string | null,
    extra: Partial<typeof products.$inferInsert> = {},
  ) => ({
    manufacturerId: manufacturer.id,
    sku: `${name.replace(/\W/g, '')}-${serial}`,
    name,
    adminName: name,
    price,
    mrp: price,
    stockQty: 10_000,
    description: name,
    hsnCode,
    ...extra,
  });
  const rows = await db
    .insert(products)
    .values([
      product('Cotton Tee', 2400, '6109'),
      product('Linen Shirt', 2600, '620520'),
      product('Silk Kurta', 2600, '6211', { discount: [{ from: 1, to: 100_000, discount: 10 }] }),
      product('No HSN Scarf', 500, null),
    ])
    .returning({ id: products.id, name: products.name });
  await addDefaultVariants(
    db,
    rows.map((row) => row.id),
  );
  const [tee, shirt, kurta, scarf] = rows as [
    (typeof rows)[0],
    (typeof rows)[0],
    (typeof rows)[0],
    (typeof rows)[0],
  ];
  return {
    manufacturerId: manufacturer.id,
    gstin,
    buyerGstin,
    token,
    /** A fresh token (tokens last 8 hours; tests move the clock by days). */
    login: () => tokenFor(app, account.email, account.password),
    local: local.id,
    interstate: interstate.id,
    tee,
    shirt,
    kurta,
    scarf,
  };
};
export type InvoicingSetup = Awaited<ReturnType<typeof invoicingSetup>>;

type Item = { productId: number; quantity: number };

/** An ACCEPTED order (through the API); answers the order with its items. */
export const acceptedOrder = async (app: App, token: string, retailerId: number, items: Item[]) => {
  const created = await callApi(app, {
    method: 'POST',
    url: '/api/orders',
    token,
    body: { retailerId, items },
  });
  if (created.statusCode !== 201) throw new Error(`Order not created: ${created.body}`);
  const id = created.json<{ id: number }>().id;
  const accepted = await callApi(app, {
    method: 'PATCH',
    url: `/api/orders/${id}/status`,
    token,
    body: { status: 'ACCEPTED' },
  });
  if (accepted.statusCode !== 200) throw new Error(`Order not accepted: ${accepted.body}`);
  return accepted.json<{ id: number; items: { id: number; quantity: number }[] }>();
};

export const dispatchBody = (date: string, lines: { itemId: number; quantity: number }[]) => ({
  date,
  transporter: 'VRL Logistics',
  lrNumber: 'LR-4411',
  vehicleNumber: 'KA 01 AB 1234',
  distanceKm: 350,
  lines,
});

export const postDispatch = (app: App, token: string, orderId: number, body: unknown) =>
  callApi(app, { method: 'POST', url: `/api/orders/${orderId}/dispatches`, token, body });

/** Rows of every table a dispatch or credit note writes, to prove a refusal wrote nothing. */
export const documentRowCounts = async (db: Database) => ({
  dispatches: (await db.select({ n: count() }).from(dispatches))[0]?.n,
  documents: (await db.select({ n: count() }).from(taxDocuments))[0]?.n,
  lines: (await db.select({ n: count() }).from(taxDocumentLines))[0]?.n,
  events: (await db.select({ n: count() }).from(orderEvents))[0]?.n,
});
