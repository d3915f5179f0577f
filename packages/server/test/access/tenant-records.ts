import { orders, payments, priceLists, retailerLinks, retailers, statementLinks } from '../../src/db/schema';
import { callApi, createAccount } from '../support/fixtures';
import type { TestServer } from '../support/test-app';
import type { Caller } from './callers';
import { CATALOGUE_TENANT_RECORDS } from './tenant-records-catalogue';
import { dispatchTenantRecords } from './tenant-records-dispatch';
import { MEDIA_TENANT_RECORDS } from './tenant-records-media';

/** What a tenant-record factory gets: the server and manufacturer A's caller (token, ids). */
export type TenantContext = { server: TestServer; owner: Caller };

/**
 * One entry per MANUFACTURER area with `:id` routes: for the routes under `prefix`, create a record
 * owned by manufacturer A (through the API with `owner.token`, or straight in the database) and return
 * the id the route's `:id` takes. The access suite then calls every such route with manufacturer B's
 * token on that id and expects 404 and no data. A MANUFACTURER `:id` route with no entry here fails
 * the suite, naming the prefix to add. Longest matching prefix wins.
 *
 * Example (catalogue):
 *   { prefix: '/api/products', create: async ({ server, owner }) =>
 *       (await callApi(server.app, { method: 'POST', url: '/api/products', token: owner.token, body: {...} })).json().id },
 */
export type TenantRecord = { prefix: string; create(context: TenantContext): Promise<number> };

/** A retailer linked (ACCEPTED) with manufacturer A, straight in the database (A has no subscription here). */
const linkedRetailer = async ({ server, owner }: TenantContext) => {
  const account = await createAccount(server.db, { role: 'RETAILER' });
  const [retailer] = await server.db
    .insert(retailers)
    .values({
      userId: account.id,
      createdByManufacturerId: owner.manufacturerId,
      name: 'Tenant A Retail',
      address: '1 Test Road',
      state: 'Kerala',
      city: 'Kochi',
      outletName: 'Outlet',
      outletAddr: '1 Test Road',
      contactPerson: 'Asha',
    })
    .returning({ id: retailers.id });
  if (!retailer || owner.manufacturerId === null) throw new Error('The retailer was not created');
  const [link] = await server.db
    .insert(retailerLinks)
    .values({ retailerId: retailer.id, manufacturerId: owner.manufacturerId, status: 'PENDING' })
    .returning({ id: retailerLinks.id });
  return { retailerId: retailer.id, linkId: link?.id ?? 0, manufacturerId: owner.manufacturerId };
};

/** An order of manufacturer A, straight in the database. */
const orderOf = async (context: TenantContext) => {
  const { retailerId, manufacturerId } = await linkedRetailer(context);
  const [order] = await context.server.db
    .insert(orders)
    .values({ manufacturerId, retailerId, totalAmount: '10.00' })
    .returning({ id: orders.id });
  return order?.id ?? 0;
};

/** A price list of manufacturer A, straight in the database. */
const priceListOf = async ({ server, owner }: TenantContext) => {
  if (owner.manufacturerId === null) throw new Error('The MANUFACTURER caller has no manufacturer');
  const [list] = await server.db
    .insert(priceLists)
    .values({ manufacturerId: owner.manufacturerId, name: 'Tenant A list', validFrom: '2025-01-01' })
    .returning({ id: priceLists.id });
  return list?.id ?? 0;
};

/** A payment of manufacturer A, straight in the database. */
const paymentOf = async (context: TenantContext) => {
  const { retailerId, manufacturerId } = await linkedRetailer(context);
  const [payment] = await context.server.db
    .insert(payments)
    .values({ manufacturerId, retailerId, paymentDate: '2025-06-01', amount: '10.00', mode: 'UPI' })
    .returning({ id: payments.id });
  return payment?.id ?? 0;
};

/** A statement link of manufacturer A, straight in the database. */
const statementLinkOf = async (context: TenantContext) => {
  const { retailerId, manufacturerId } = await linkedRetailer(context);
  const [link] = await context.server.db
    .insert(statementLinks)
    .values({
      manufacturerId,
      retailerId,
      token: `tenant-a-${retailerId}-0000000000000000000000`,
      fromDate: '2025-04-01',
      toDate: '2025-06-01',
    })
    .returning({ id: statementLinks.id });
  return link?.id ?? 0;
};

/** A line sheet of manufacturer A, through the API (its products are kept in their own table). */
const lineSheetOf = async ({ server, owner }: TenantContext) => {
  const response = await callApi(server.app, {
    method: 'POST',
    url: '/api/line-sheets',
    token: owner.token,
    body: { name: 'Tenant A sheet', productIds: [] },
  });
  if (response.statusCode !== 201) throw new Error(`The line sheet was not created: ${response.body}`);
  return (response.json() as { id: number }).id;
};

const RETAIL_TENANT_RECORDS: TenantRecord[] = [
  { prefix: '/api/line-sheets', create: lineSheetOf },
  { prefix: '/api/payments', create: paymentOf },
  { prefix: '/api/manufacturer/statement-links', create: statementLinkOf },
  {
    prefix: '/api/manufacturer/retailers-req',
    create: async (context) => (await linkedRetailer(context)).linkId,
  },
  {
    prefix: '/api/manufacturer/retailers',
    create: async (context) => (await linkedRetailer(context)).retailerId,
  },
  { prefix: '/api/orders', create: orderOf },
  { prefix: '/api/price-lists', create: priceListOf },
];

export const TENANT_RECORDS: TenantRecord[] = [
  ...CATALOGUE_TENANT_RECORDS,
  ...MEDIA_TENANT_RECORDS,
  ...RETAIL_TENANT_RECORDS,
  ...dispatchTenantRecords(orderOf),
];

export const tenantRecordFor = (
  url: string,
  records: TenantRecord[] = TENANT_RECORDS,
): TenantRecord | undefined =>
  records
    .filter((record) => url.startsWith(record.prefix))
    .sort((a, b) => b.prefix.length - a.prefix.length)[0];

export const missingTenantRecord = (method: string, url: string) =>
  `${method} ${url} is a MANUFACTURER route on an :id, but test/access/tenant-records.ts has no entry for it. ` +
  `Add { prefix: '${url.split('/:')[0]}', create: async ({ server, owner }) => <id of a record owned by owner.manufacturerId> } ` +
  'to TENANT_RECORDS, so the access suite can check that another manufacturer gets 404 on it.';
