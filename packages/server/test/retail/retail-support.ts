import type { RetailerCreate } from '@apparel/contracts';
import { count, eq } from 'drizzle-orm';
import type { App } from '../../src/app';
import type { Database } from '../../src/db/client';
import { manufacturers, retailerLinks, retailers, subscriptions, users } from '../../src/db/schema';
import { callApi, createAccount, tokenFor } from '../support/fixtures';

let serial = 0;

/** A retailer form as the screen sends it; email and mobile unique per call. */
export const retailerForm = (overrides: Partial<RetailerCreate> = {}): RetailerCreate => {
  serial += 1;
  const n = String(serial).padStart(4, '0');
  return {
    name: `Sharma Garments ${n}`,
    address: '14 MG Road',
    state: 'Karnataka',
    city: 'Bengaluru',
    gstin: null,
    outletName: `Sharma Outlet ${n}`,
    outletAddr: '15 MG Road',
    contactPerson: 'Anil Sharma',
    type: 'Retailer',
    ...overrides,
    user: {
      name: 'Anil Sharma',
      email: `anil${n}@retail.test`,
      mobile: `91100${n.padStart(5, '0')}`,
      password: 'Retail@123',
      ...overrides.user,
    },
  };
};

/** Another manufacturer with its own subscription and login token. */
export const otherManufacturer = async (
  app: App,
  db: Database,
  subscription: Partial<typeof subscriptions.$inferInsert> = {},
) => {
  const [manufacturer] = await db
    .insert(manufacturers)
    .values({ name: 'Other Mills', description: 'x', address: 'x', state: 'Gujarat', city: 'Surat' })
    .returning();
  if (!manufacturer) throw new Error('no manufacturer');
  await db.insert(subscriptions).values({
    manufacturerId: manufacturer.id,
    startDate: '2025-01-01',
    endDate: '2026-12-31',
    productLimit: 10,
    retailerLimit: 10,
    isActive: true,
    ...subscription,
  });
  const account = await createAccount(db, { role: 'MANUFACTURER', manufacturerId: manufacturer.id });
  return { id: manufacturer.id, token: await tokenFor(app, account.email, account.password) };
};

/** Creates a retailer through the API as this manufacturer; returns it with its user's token. */
export const createRetailer = async (app: App, token: string, overrides: Partial<RetailerCreate> = {}) => {
  const form = retailerForm(overrides);
  const response = await callApi(app, {
    method: 'POST',
    url: '/api/manufacturer/retailers',
    token,
    body: form,
  });
  if (response.statusCode !== 201) throw new Error(`Retailer not created: ${response.body}`);
  const retailer = response.json<{ id: number }>();
  return { id: retailer.id, form, token: await tokenFor(app, form.user.email, form.user.password) };
};

/** A retailer (with no link yet) that registered itself: user + record straight into the database. */
export const selfRegisteredRetailer = async (app: App, db: Database) => {
  const account = await createAccount(db, { role: 'RETAILER' });
  const [retailer] = await db
    .insert(retailers)
    .values({ ...retailerForm(), gstin: null, userId: account.id })
    .returning({ id: retailers.id });
  if (!retailer) throw new Error('no retailer');
  return { id: retailer.id, token: await tokenFor(app, account.email, account.password) };
};

/** A retailer asks a manufacturer for a link through the API; returns the link id. */
export const askForLink = async (
  app: App,
  retailerToken: string,
  manufacturerId: number,
): Promise<number> => {
  const response = await callApi(app, {
    method: 'POST',
    url: '/api/retailer/link-requests',
    token: retailerToken,
    body: { manufacturerId },
  });
  if (response.statusCode !== 201) throw new Error(`Link not asked: ${response.body}`);
  return response.json<{ id: number }>().id;
};

export const retailRowCounts = async (db: Database) => ({
  users: (await db.select({ n: count() }).from(users))[0]?.n,
  retailers: (await db.select({ n: count() }).from(retailers))[0]?.n,
  links: (await db.select({ n: count() }).from(retailerLinks))[0]?.n,
});

export const demoManufacturerId = async (db: Database, email: string): Promise<number> => {
  const [user] = await db.select({ mid: users.manufacturerId }).from(users).where(eq(users.email, email));
  if (!user?.mid) throw new Error('no demo manufacturer');
  return user.mid;
};
