import { isSubscriptionActive, todayInIndia } from '@apparel/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manufacturers, subscriptions, users } from '../../src/db/schema';
import { seedDatabase } from '../../src/seed';
import { tokenFor } from '../support/fixtures';
import { ADMIN, DEMO, startTestServer, type TestServer } from '../support/test-app';
import { createTestClock } from '../support/test-clock';
import { openTestDatabase } from '../support/test-database';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

describe('demo manufacturers (DEMO_DATA on)', () => {
  it('adds a handful across several states, with and without an active subscription', async () => {
    const rows = await server.db.select().from(manufacturers);
    expect(rows.length).toBeGreaterThanOrEqual(7);
    expect(rows.length).toBeLessThanOrEqual(9);
    expect(new Set(rows.map((m) => m.state)).size).toBeGreaterThanOrEqual(4);
    const today = todayInIndia(server.clock());
    const subs = await server.db.select().from(subscriptions);
    const active = rows.filter((m) =>
      isSubscriptionActive(subs.find((s) => s.manufacturerId === m.id) ?? null, today),
    );
    expect(active.length).toBeGreaterThan(1);
    expect(rows.length - active.length).toBeGreaterThan(1);
  });

  it('gives each its own user, none with a configured (ADMIN_* / DEMO_*) email or mobile', async () => {
    const makers = (await server.db.select().from(users)).filter((u) => u.role === 'MANUFACTURER');
    const rows = await server.db.select().from(manufacturers);
    expect(new Set(makers.map((u) => u.manufacturerId)).size).toBe(rows.length);
    const others = makers.filter((u) => u.email !== DEMO.email);
    for (const user of others) {
      expect([ADMIN.email, DEMO.email]).not.toContain(user.email.toLowerCase());
      expect([ADMIN.mobile, DEMO.mobile]).not.toContain(user.mobile);
    }
    // They log in with the demo password.
    const someone = others[0];
    await expect(tokenFor(server.app, someone?.email ?? '', DEMO.password)).resolves.toEqual(
      expect.any(String),
    );
  });

  it('leaves out an entry whose email or mobile is configured for ADMIN_* or DEMO_*', async () => {
    const { database, drop } = await openTestDatabase();
    try {
      await database.migrate();
      const clash = { email: 'Meena@KanchiSilk.example.com', mobile: '9700000102', password: 'Admin@1234' };
      await seedDatabase(database.db, { admin: clash, demo: DEMO, demoData: true }, createTestClock());
      const names = (await database.db.select({ name: manufacturers.name }).from(manufacturers)).map(
        (m) => m.name,
      );
      expect(names).not.toContain('Kanchi Silk Weavers');
      expect(names).not.toContain('Jaipur Block Prints');
      expect(names).toContain('Surat Synthetics');
    } finally {
      await database.close();
      await drop();
    }
  });
});
