import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subscriptions } from '../../src/db/schema';
import { callApi } from '../support/fixtures';
import { startTestServer, type TestServer } from '../support/test-app';
import {
  askForLink,
  createRetailer,
  otherManufacturer,
  retailerForm,
  retailRowCounts,
  selfRegisteredRetailer,
} from './retail-support';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const setSubscription = (manufacturerId: number, change: Partial<typeof subscriptions.$inferInsert>) =>
  server.db.update(subscriptions).set(change).where(eq(subscriptions.manufacturerId, manufacturerId));

describe('the subscription limits on linking retailers', () => {
  it('refuses creating or accepting beyond the retailer limit, saying so', async () => {
    const m = await otherManufacturer(server.app, server.db, { retailerLimit: 1 });
    await createRetailer(server.app, m.token);
    const before = await retailRowCounts(server.db);
    const create = await callApi(server.app, {
      method: 'POST',
      url: '/api/manufacturer/retailers',
      token: m.token,
      body: retailerForm(),
    });
    expect(create.statusCode).toBe(403);
    expect(create.json().message).toBe('Retailer limit reached: your subscription allows 1 linked retailers');
    expect(await retailRowCounts(server.db)).toEqual(before);

    const retailer = await selfRegisteredRetailer(server.app, server.db);
    const linkId = await askForLink(server.app, retailer.token, m.id);
    const accept = await callApi(server.app, {
      method: 'PATCH',
      url: `/api/manufacturer/retailers-req/${linkId}/status`,
      token: m.token,
      body: { status: 'ACCEPTED' },
    });
    expect(accept.statusCode).toBe(403);
    // Rejecting still works at the limit.
    const reject = await callApi(server.app, {
      method: 'PATCH',
      url: `/api/manufacturer/retailers-req/${linkId}/status`,
      token: m.token,
      body: { status: 'REJECTED' },
    });
    expect(reject.statusCode).toBe(200);
  });

  it.each([
    ['inactive', { isActive: false }, 'Your subscription is inactive, so no retailer can be linked'],
    [
      'expired',
      { startDate: '2024-01-01', endDate: '2025-06-01' },
      'Your subscription has expired, so no retailer can be linked',
    ],
    [
      'not started',
      { startDate: '2025-07-01', endDate: '2026-07-01' },
      'Your subscription has not started yet, so no retailer can be linked',
    ],
  ])('refuses with an %s subscription', async (_, change, message) => {
    const m = await otherManufacturer(server.app, server.db);
    const retailer = await selfRegisteredRetailer(server.app, server.db);
    const linkId = await askForLink(server.app, retailer.token, m.id);
    await setSubscription(m.id, change);
    const create = await callApi(server.app, {
      method: 'POST',
      url: '/api/manufacturer/retailers',
      token: m.token,
      body: retailerForm(),
    });
    expect(create.statusCode).toBe(403);
    expect(create.json().message).toBe(message);
    const accept = await callApi(server.app, {
      method: 'PATCH',
      url: `/api/manufacturer/retailers-req/${linkId}/status`,
      token: m.token,
      body: { status: 'ACCEPTED' },
    });
    expect(accept.json()).toMatchObject({ statusCode: 403, message });
  });

  it('never lets two concurrent accepts at the limit both succeed', async () => {
    const m = await otherManufacturer(server.app, server.db, { retailerLimit: 1 });
    const a = await selfRegisteredRetailer(server.app, server.db);
    const b = await selfRegisteredRetailer(server.app, server.db);
    const links = [await askForLink(server.app, a.token, m.id), await askForLink(server.app, b.token, m.id)];
    const answers = await Promise.all(
      links.map((id) =>
        callApi(server.app, {
          method: 'PATCH',
          url: `/api/manufacturer/retailers-req/${id}/status`,
          token: m.token,
          body: { status: 'ACCEPTED' },
        }),
      ),
    );
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 403]);
    const list = await callApi(server.app, {
      method: 'GET',
      url: '/api/manufacturer/retailers',
      token: m.token,
    });
    expect(list.json().filter((l: { status: string }) => l.status === 'ACCEPTED')).toHaveLength(1);
  });
});
