import { isSubscriptionActive } from '@apparel/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manufacturers, subscriptions } from '../../src/db/schema';
import { subscriptionActiveOn } from '../../src/db/subscription-rule';
import { newManufacturer } from '../catalogue/catalogue-support';
import { startTestServer, type TestServer } from '../support/test-app';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const dates = { startDate: '2026-03-01', endDate: '2026-03-31' };

/** What the SQL fragment answers for one manufacturer on `today` (left join: no subscription is false). */
const activeInSql = async (manufacturerId: number, today: string): Promise<boolean> => {
  const [row] = await server.db
    .select({ active: subscriptionActiveOn(today).mapWith(Boolean) })
    .from(manufacturers)
    .leftJoin(subscriptions, eq(subscriptions.manufacturerId, manufacturers.id))
    .where(eq(manufacturers.id, manufacturerId));
  return row?.active ?? false;
};

describe('the subscription rule in TypeScript and in SQL', () => {
  it.each([
    ['the day before the start', { ...dates, isActive: true }, '2026-02-28', false],
    ['the start day', { ...dates, isActive: true }, '2026-03-01', true],
    ['the end day', { ...dates, isActive: true }, '2026-03-31', true],
    ['the day after the end', { ...dates, isActive: true }, '2026-04-01', false],
    ['switched off within its dates', { ...dates, isActive: false }, '2026-03-15', false],
    ['no subscription', null, '2026-03-15', false],
  ])('agree on %s', async (_case, subscription, today, expected) => {
    const tenant = await newManufacturer(server, subscription);
    expect(isSubscriptionActive(subscription, today)).toBe(expected);
    expect(await activeInSql(tenant.id, today)).toBe(expected);
  });
});
