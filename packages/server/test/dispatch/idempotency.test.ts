import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idempotencyKeys, orders, taxDocuments } from '../../src/db/schema';
import { sweepOnce } from '../../src/plugins/sweeper';
import type { TrackedStorage } from '../../src/storage/tracked-storage';
import { startTestServer, type TestServer } from '../support/test-app';
import { HOUR } from '../support/test-clock';
import { acceptedOrder, dispatchBody, type InvoicingSetup, invoicingSetup } from './dispatch-support';

let server: TestServer;
let s: InvoicingSetup;
beforeAll(async () => {
  server = await startTestServer();
  s = await invoicingSetup(server.app, server.db);
});
afterAll(() => server?.close());

let serial = 0;
const newKey = () => `submit-${Date.now()}-${++serial}`;

/** A POST as the screens send it: JSON with the submit's Idempotency-Key. */
const post = (url: string, body: unknown, key?: string, token = s.token) =>
  server.app.inject({
    method: 'POST',
    url,
    headers: { authorization: `Bearer ${token}`, ...(key ? { 'idempotency-key': key } : {}) },
    payload: body as Record<string, unknown>,
  });

const orderCount = async () =>
  (await server.db.select({ n: count() }).from(orders).where(eq(orders.manufacturerId, s.manufacturerId)))[0]
    ?.n;
const invoicesOf = async (orderId: number) =>
  (await server.db.select({ n: count() }).from(taxDocuments).where(eq(taxDocuments.orderId, orderId)))[0]?.n;

const TODAY = '2025-06-02';

describe('Idempotency-Key on money-moving POSTs', () => {
  it('answers a retried POST /orders with the first order (status and body), creating one', async () => {
    const key = newKey();
    const body = { retailerId: s.local, items: [{ productId: s.tee.id, quantity: 3 }] };
    const before = await orderCount();
    const first = await post('/api/orders', body, key);
    const retry = await post('/api/orders', body, key);
    expect(first.statusCode).toBe(201);
    expect(retry.statusCode).toBe(201);
    expect(retry.body).toBe(first.body);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(await orderCount()).toBe((before ?? 0) + 1);
    const withoutKey = await post('/api/orders', body);
    expect(withoutKey.json().id).not.toBe(first.json().id);
  });

  it('refuses the same key with another body with 422 naming the key', async () => {
    const key = newKey();
    await post('/api/orders', { retailerId: s.local, items: [{ productId: s.tee.id, quantity: 1 }] }, key);
    const other = await post(
      '/api/orders',
      { retailerId: s.local, items: [{ productId: s.tee.id, quantity: 2 }] },
      key,
    );
    expect(other.statusCode).toBe(422);
    expect(other.json().message).toBe(
      `Idempotency-Key ${key} was already used for a different request: send a new key for a new request`,
    );
  });

  it('issues one invoice for 20 parallel dispatches with one key, all answering it', async () => {
    const order = await acceptedOrder(server.app, s.token, s.local, [{ productId: s.tee.id, quantity: 10 }]);
    const body = dispatchBody(TODAY, [{ itemId: order.items[0]?.id ?? 0, quantity: 1 }]);
    const key = newKey();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => post(`/api/orders/${order.id}/dispatches`, body, key)),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(201));
    expect(new Set(answers.map((a) => a.body)).size).toBe(1);
    expect(answers.filter((a) => a.headers['idempotent-replayed'] === 'true')).toHaveLength(19);
    expect(await invoicesOf(order.id)).toBe(1);
    const shown = await server.app.inject({
      method: 'GET',
      url: `/api/orders/${order.id}`,
      headers: { authorization: `Bearer ${s.token}` },
    });
    expect(shown.json().items[0].dispatchedQty).toBe(1);
  });

  it('lets a failed request be retried with its key: a refusal stores nothing', async () => {
    const created = await post('/api/orders', {
      retailerId: s.local,
      items: [{ productId: s.tee.id, quantity: 2 }],
    });
    const pending = created.json();
    const body = dispatchBody(TODAY, [{ itemId: pending.items[0].id, quantity: 2 }]);
    const key = newKey();
    const refused = await post(`/api/orders/${pending.id}/dispatches`, body, key);
    expect(refused.statusCode).toBe(409);
    await server.app.inject({
      method: 'PATCH',
      url: `/api/orders/${pending.id}/status`,
      headers: { authorization: `Bearer ${s.token}` },
      payload: { status: 'ACCEPTED' },
    });
    const retried = await post(`/api/orders/${pending.id}/dispatches`, body, key);
    expect(retried.statusCode).toBe(201);
    expect(retried.headers['idempotent-replayed']).toBeUndefined();
  });

  it('answers a retried credit note with the first one, issuing one', async () => {
    const order = await acceptedOrder(server.app, s.token, s.local, [{ productId: s.tee.id, quantity: 5 }]);
    const itemId = order.items[0]?.id ?? 0;
    const dispatched = await post(
      `/api/orders/${order.id}/dispatches`,
      dispatchBody(TODAY, [{ itemId, quantity: 5 }]),
    );
    const invoiceId = dispatched.json().invoice.id;
    const key = newKey();
    const body = { lines: [{ itemId, quantity: 1 }], restock: true };
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => post(`/api/invoices/${invoiceId}/credit-notes`, body, key)),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(5).fill(201));
    expect(new Set(answers.map((a) => a.json().number)).size).toBe(1);
    const invoice = await server.app.inject({
      method: 'GET',
      url: `/api/invoices/${invoiceId}`,
      headers: { authorization: `Bearer ${s.token}` },
    });
    expect(invoice.json().returned).toEqual([{ itemId, quantity: 1 }]);
  });

  it('forgets a key after 24 hours (a new request then runs), and the sweep deletes it', async () => {
    const key = newKey();
    const body = { retailerId: s.local, items: [{ productId: s.shirt.id, quantity: 1 }] };
    const first = await post('/api/orders', body, key);
    server.clock.advance(24 * HOUR + 1);
    const token = await s.login();
    const later = await post('/api/orders', body, key, token);
    expect(later.statusCode).toBe(201);
    expect(later.json().id).not.toBe(first.json().id);
    server.clock.advance(24 * HOUR + 1);
    const swept = await sweepOnce({
      db: server.db,
      storage: (server.app.storage as TrackedStorage).inner,
      staleMs: 60_000,
      idempotency: server.app.idempotency,
    });
    expect(swept.idempotencyKeys).toBeGreaterThan(0);
    expect(await server.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key))).toEqual([]);
    s.token = await s.login();
  });

  it('refuses a malformed key with 400', async () => {
    const response = await post(
      '/api/orders',
      { retailerId: s.local, items: [{ productId: s.tee.id, quantity: 1 }] },
      'with space',
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(
      'Idempotency-Key must be one key of 1 to 255 visible ASCII characters',
    );
  });
});
