import { todayInIndia } from '@apparel/contracts';
import type { Clock } from './clock';
import { systemClock } from './clock';
import type { Config } from './config';
import type { Database } from './db/client';
import { manufacturers, subscriptions, users } from './db/schema';
import { insertDemoManufacturers } from './modules/admin/demo-manufacturers';
import { hashPassword } from './modules/auth/passwords';
import { insertDemoCatalogue } from './modules/catalogue/demo-catalogue';
import { insertDemoTrade } from './modules/orders/demo-trade';
import type { FileStorage } from './storage/file-storage';

export type SeededAccount = { role: string; email: string; mobile: string; password: string };

const DEMO_MANUFACTURER = {
  name: 'Demo Apparel Co',
  description: 'Sample manufacturer created on first start so the panel has something to show.',
  address: '12 Textile Market Road',
  state: 'Maharashtra',
  city: 'Mumbai',
  // Legal details a tax invoice needs (issue 19), so the demo can dispatch out of the box.
  gstin: '27AABCD1234E1Z8',
  pinCode: '400002',
  invoicePrefix: 'DA',
};

/** The same calendar day one year later (29 February becomes 1 March). */
const oneYearAfter = (isoDate: string) => {
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year + 1, month - 1, day)).toISOString().slice(0, 10);
};

/**
 * First start on an empty database: the super admin and, with DEMO_DATA, a demo manufacturer with an
 * active subscription plus a handful of other manufacturers across several states. Does nothing once
 * any user exists. Returns the accounts it just created.
 */
export const seedDatabase = async (
  db: Database,
  config: Pick<Config, 'admin' | 'demo' | 'demoData'>,
  clock: Clock = systemClock,
  /** Where the demo catalogue's generated product images go; without it the demo products have none. */
  storage?: FileStorage,
): Promise<SeededAccount[]> => {
  const [anyUser] = await db.select({ id: users.id }).from(users).limit(1);
  if (anyUser) return [];
  const { admin, demo } = config;
  const adminHash = await hashPassword(admin.password);
  const demoHash = config.demoData ? await hashPassword(demo.password) : undefined;
  return db.transaction(async (tx) => {
    await tx.insert(users).values({
      name: 'Super Admin',
      email: admin.email,
      mobile: admin.mobile,
      passwordHash: adminHash,
      role: 'SUPER_ADMIN',
    });
    const seeded: SeededAccount[] = [{ role: 'SUPER_ADMIN', ...admin }];
    if (demoHash) {
      const [manufacturer] = await tx.insert(manufacturers).values(DEMO_MANUFACTURER).returning();
      if (!manufacturer) throw new Error('The demo manufacturer was not created');
      const startDate = todayInIndia(clock());
      await tx.insert(subscriptions).values({
        manufacturerId: manufacturer.id,
        startDate,
        endDate: oneYearAfter(startDate),
        productLimit: 100,
        retailerLimit: 50,
        isActive: true,
      });
      await tx.insert(users).values({
        name: 'Demo Manufacturer',
        email: demo.email,
        mobile: demo.mobile,
        passwordHash: demoHash,
        role: 'MANUFACTURER',
        manufacturerId: manufacturer.id,
      });
      seeded.push({ role: 'MANUFACTURER', ...demo });
      await insertDemoCatalogue(tx, manufacturer.id, clock(), storage);
      // More manufacturers for the super admin's list (they log in with the demo password too).
      await insertDemoManufacturers(tx, { passwordHash: demoHash, now: clock(), reserved: [admin, demo] });
      // Retailers, requests and a year of orders, so the dashboard and lists are alive on a first look.
      await insertDemoTrade(tx, { manufacturerId: manufacturer.id, passwordHash: demoHash, now: clock() });
    }
    return seeded;
  });
};
