import { todayInIndia } from '@apparel/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manufacturers, subscriptions, users } from '../../src/db/schema';
import { callApi, tokenFor } from '../support/fixtures';
import { ADMIN, DEMO, startTestServer, type TestServer } from '../support/test-app';

let server: TestServer;
let token: string;

/** Today by the server's clock (the dashboard reads the injected clock, not the machine's). */
const today = () => todayInIndia(server.clock());

const daysFromToday = (days: number) => {
  const [y, m, d] = today().split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
};

const addManufacturer = async (
  name: string,
  subscription?: { from: number; to: number; isActive: boolean },
) => {
  const [row] = await server.db
    .insert(manufacturers)
    .values({ name, description: 'x', address: 'x', state: 'Goa', city: 'Panaji' })
    .returning({ id: manufacturers.id });
  if (row && subscription)
    await server.db.insert(subscriptions).values({
      manufacturerId: row.id,
      startDate: daysFromToday(subscription.from),
      endDate: daysFromToday(subscription.to),
      productLimit: 10,
      retailerLimit: 10,
      isActive: subscription.isActive,
    });
};

const dashboard = (as = token) =>
  callApi(server.app, { method: 'GET', url: '/api/admin/dashboard', token: as });

beforeAll(async () => {
  server = await startTestServer();
  token = await tokenFor(server.app, ADMIN.email, ADMIN.password);
});
afterAll(() => server?.close());

describe('GET /api/admin/dashboard', () => {
  it('counts manufacturers by subscription, the ones ending within 30 days, and the admins', async () => {
    const before = (await dashboard()).json();
    await addManufacturer('Ends in ten days', { from: -100, to: 10, isActive: true });
    await addManufacturer('Ends today', { from: -5, to: 0, isActive: true });
    await addManufacturer('Runs for a year', { from: -1, to: 365, isActive: true });
    await addManufacturer('Switched off', { from: -1, to: 5, isActive: false });
    await addManufacturer('Ended yesterday', { from: -30, to: -1, isActive: true });
    await addManufacturer('Starts tomorrow', { from: 1, to: 20, isActive: true });
    await addManufacturer('No subscription');
    await server.db.insert(users).values({
      name: 'Second Admin',
      email: 'second.admin@platform.test',
      mobile: '9111111111',
      passwordHash: 'x',
      role: 'SUPER_ADMIN',
    });

    const answer = await dashboard();
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({
      today: today(),
      manufacturers: before.manufacturers + 7,
      activeSubscriptions: before.activeSubscriptions + 3,
      inactiveSubscriptions: before.inactiveSubscriptions + 4,
      endingWithin30Days: before.endingWithin30Days + 2,
      admins: before.admins + 1,
    });
  });

  it("reads today from the server's clock", async () => {
    await addManufacturer('Ends in two days', { from: -10, to: 2, isActive: true });
    const before = (await dashboard()).json();
    server.clock.advance(3 * 24 * 3600 * 1000);
    token = await tokenFor(server.app, ADMIN.email, ADMIN.password); // the old session has expired
    const after = (await dashboard()).json();
    expect(after.today).toBe(daysFromToday(0));
    expect(after.activeSubscriptions).toBeLessThan(before.activeSubscriptions);
    expect(after.inactiveSubscriptions).toBe(
      before.inactiveSubscriptions + (before.activeSubscriptions - after.activeSubscriptions),
    );
  });

  it('answers 401 without a token and 403 to a manufacturer', async () => {
    expect((await callApi(server.app, { method: 'GET', url: '/api/admin/dashboard' })).statusCode).toBe(401);
    const manufacturer = await tokenFor(server.app, DEMO.email, DEMO.password);
    const refused = await dashboard(manufacturer);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ statusCode: 403 });
  });
});

describe('response compression', () => {
  it('compresses API answers over 1 KB for a browser that accepts brotli or gzip', async () => {
    const search = (encoding: string) =>
      server.app.inject({
        method: 'POST',
        url: '/api/admin/manufacturers/search',
        headers: { authorization: `Bearer ${token}`, 'accept-encoding': encoding },
        payload: { filter: {}, page: 1, pageSize: 20 },
      });
    const plain = await search('identity');
    expect(plain.body.length).toBeGreaterThan(1024);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect((await search('br, gzip')).headers['content-encoding']).toBe('br');
    expect((await search('gzip')).headers['content-encoding']).toBe('gzip');
  });

  it('leaves small answers as they are', async () => {
    const health = await server.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'accept-encoding': 'br' },
    });
    expect(health.headers['content-encoding']).toBeUndefined();
  });
});
