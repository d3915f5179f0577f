import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manufacturers, subscriptions } from '../../src/db/schema';
import { DEFAULT_STORAGE_QUOTA_BYTES } from '../../src/storage/tracked-storage';
import { callApi, tokenFor } from '../support/fixtures';
import { ADMIN, DEMO, startTestServer, type TestServer } from '../support/test-app';

let server: TestServer;
let token: string;
let manufacturerId: number;

beforeAll(async () => {
  server = await startTestServer();
  token = await tokenFor(server.app, ADMIN.email, ADMIN.password);
  const [row] = await server.db
    .insert(manufacturers)
    .values({ name: 'Subscribed Co', description: 'x', address: 'x', state: 'Goa', city: 'Panaji' })
    .returning({ id: manufacturers.id });
  manufacturerId = row?.id ?? 0;
});
afterAll(() => server?.close());

const VALID = {
  startDate: '2025-06-01',
  endDate: '2026-05-31',
  productLimit: 100,
  retailerLimit: 10,
  isActive: true,
};

const save = (body: unknown, id = manufacturerId) =>
  callApi(server.app, { method: 'POST', url: `/api/admin/manufacturer/${id}/subscription`, token, body });
const stored = async () =>
  server.db.select().from(subscriptions).where(eq(subscriptions.manufacturerId, manufacturerId));

describe('POST /api/admin/manufacturer/:id/subscription', () => {
  it('creates the subscription, then replaces it (one per manufacturer)', async () => {
    const created = await save(VALID);
    expect(created.statusCode).toBe(200);
    expect(created.json()).toEqual(VALID);

    const replacement = {
      startDate: '2025-07-01',
      endDate: '2025-07-02',
      productLimit: 1,
      retailerLimit: 1,
      isActive: false,
    };
    const replaced = await save(replacement);
    expect(replaced.statusCode).toBe(200);
    expect(replaced.json()).toEqual(replacement);
    expect(await stored()).toEqual([
      { manufacturerId, ...replacement, storageQuotaBytes: DEFAULT_STORAGE_QUOTA_BYTES },
    ]);

    const manufacturer = await callApi(server.app, {
      method: 'GET',
      url: `/api/admin/manufacturers/${manufacturerId}`,
      token,
    });
    expect(manufacturer.json().subscription).toEqual(replacement);
  });

  it.each([
    ['no start date', { startDate: '' }, 'Start date is required'],
    ['a missing start date', { startDate: undefined }, 'Start date is required'],
    ['no end date', { endDate: '' }, 'End date is required'],
    ['a missing end date', { endDate: undefined }, 'End date is required'],
    [
      'an end date before the start',
      { startDate: '2025-06-10', endDate: '2025-06-01' },
      'End date must be after start date',
    ],
    [
      'an end date equal to the start',
      { startDate: '2025-06-10', endDate: '2025-06-10' },
      'End date must be after start date',
    ],
    ['a product limit of 0', { productLimit: 0 }, 'Must be at least 1'],
    ['a retailer limit of -5', { retailerLimit: -5 }, 'Must be at least 1'],
    ['a fractional limit', { productLimit: 1.5 }, 'Must be at least 1'],
    ['a date that does not exist', { endDate: '2026-02-30' }, 'End date is not a valid date'],
  ])('refuses %s with 400 and keeps the stored subscription', async (_, change, message) => {
    const before = await stored();
    const response = await save({ ...VALID, ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message, error: message });
    expect(await stored()).toEqual(before);
  });

  it('answers 404 for an unknown manufacturer, whatever the body', async () => {
    for (const body of [VALID, {}]) {
      const response = await save(body, 999_999);
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe('Manufacturer not found');
    }
  });

  it('answers 404 for an unknown manufacturer before reading the body (malformed JSON too)', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/admin/manufacturer/999999/subscription',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      payload: '{"startDate": ',
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('Manufacturer not found');
  });

  it('lets a manufacturer log in and read with no, a switched-off or an expired subscription', async () => {
    const [demo] = await server.db
      .select()
      .from(manufacturers)
      .where(eq(manufacturers.name, 'Demo Apparel Co'));
    const demoId = demo?.id ?? 0;
    await server.db.delete(subscriptions).where(eq(subscriptions.manufacturerId, demoId));
    const states = [
      undefined,
      { ...VALID, isActive: false },
      { startDate: '2024-01-01', endDate: '2024-12-31', productLimit: 1, retailerLimit: 1, isActive: true },
    ];
    for (const subscription of states) {
      if (subscription) expect((await save(subscription, demoId)).statusCode).toBe(200);
      const demoToken = await tokenFor(server.app, DEMO.email, DEMO.password);
      const profile = await callApi(server.app, {
        method: 'GET',
        url: '/api/auth/profile',
        token: demoToken,
      });
      expect(profile.statusCode).toBe(200);
    }
  });
});
