import { eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manufacturers, subscriptions, users } from '../src/db/schema';
import { seedDatabase } from '../src/seed';
import { DEFAULT_STORAGE_QUOTA_BYTES } from '../src/storage/tracked-storage';
import { ADMIN, DEMO } from './support/test-app';
import { createTestClock } from './support/test-clock';
import { openTestDatabase, type TestDatabase } from './support/test-database';

let testDb: TestDatabase;
beforeAll(async () => {
  testDb = await openTestDatabase();
  await testDb.database.migrate();
});
afterAll(async () => {
  await testDb?.database.close();
  await testDb?.drop();
});

// 20:00 UTC on 28 Feb is already 29 Feb in India: the subscription follows the India calendar.
const clock = createTestClock(new Date('2028-02-28T20:00:00Z'));

describe('seedDatabase', () => {
  it('creates the super admin and, with demo data, an active demo manufacturer, once', async () => {
    const { db } = testDb.database;
    const seeded = await seedDatabase(db, { admin: ADMIN, demo: DEMO, demoData: true }, clock);
    expect(seeded).toEqual([
      { role: 'SUPER_ADMIN', ...ADMIN },
      { role: 'MANUFACTURER', ...DEMO },
    ]);

    const [manufacturer] = await db
      .select()
      .from(manufacturers)
      .where(eq(manufacturers.name, 'Demo Apparel Co'));
    expect(manufacturer).toMatchObject({
      id: expect.any(Number),
      name: 'Demo Apparel Co',
      gstin: '27AABCD1234E1Z8',
      pinCode: '400002',
      invoicePrefix: 'DA',
      logo: null,
    });
    expect(manufacturer?.createdAt).toBeInstanceOf(Date);
    const [subscription] = await db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.manufacturerId, manufacturer?.id ?? 0));
    expect(subscription).toEqual({
      manufacturerId: manufacturer?.id,
      startDate: '2028-02-29',
      endDate: '2029-03-01',
      productLimit: 100,
      retailerLimit: 50,
      isActive: true,
      storageQuotaBytes: DEFAULT_STORAGE_QUOTA_BYTES,
    });
    const accounts = await db.select({ role: users.role, manufacturerId: users.manufacturerId }).from(users);
    expect(accounts).toEqual(
      expect.arrayContaining([
        { role: 'SUPER_ADMIN', manufacturerId: null },
        { role: 'MANUFACTURER', manufacturerId: manufacturer?.id },
      ]),
    );

    expect(await seedDatabase(db, { admin: ADMIN, demo: DEMO, demoData: true }, clock)).toEqual([]);
    // The demo manufacturer plus the other demo manufacturers (packages/server/test/admin/demo-manufacturers.test.ts).
    const manufacturerCount = (await db.select({ id: manufacturers.id }).from(manufacturers)).length;
    const panelUsers = await db.select({ id: users.id }).from(users).where(ne(users.role, 'RETAILER'));
    expect(panelUsers).toHaveLength(manufacturerCount + 1);
    expect(manufacturerCount).toBeGreaterThan(1);
  });
});
