import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/test-app';
import { HOUR } from '../support/test-clock';
import {
  acceptedOrder,
  dispatchBody,
  type InvoicingSetup,
  invoicingSetup,
  postDispatch,
} from './dispatch-support';

let server: TestServer;
let s: InvoicingSetup;
beforeAll(async () => {
  server = await startTestServer();
  s = await invoicingSetup(server.app, server.db);
});
afterAll(() => server?.close());

const dispatchOne = (order: Awaited<ReturnType<typeof acceptedOrder>>, date: string) =>
  postDispatch(
    server.app,
    s.token,
    order.id,
    dispatchBody(date, [{ itemId: order.items[0]?.id ?? 0, quantity: 1 }]),
  );

describe('invoice numbers', () => {
  it('20 parallel dispatches get 20 consecutive numbers: no gap, no duplicate', async () => {
    const orders = [];
    for (let i = 0; i < 20; i++)
      orders.push(await acceptedOrder(server.app, s.token, s.local, [{ productId: s.tee.id, quantity: 1 }]));
    const responses = await Promise.all(orders.map((order) => dispatchOne(order, '2025-06-02')));
    expect(responses.map((r) => r.statusCode)).toEqual(Array(20).fill(201));
    const numbers = responses.map((r) => r.json().invoice.number as string).sort();
    expect(numbers).toEqual(
      Array.from({ length: 20 }, (_, i) => `AK/25-26/${String(i + 1).padStart(4, '0')}`),
    );
  });

  it('a new financial year (1 April) restarts the series; March counts on until then', async () => {
    server.clock.advance((301 - 4) * 24 * HOUR); // 2026-03-26
    s.token = await s.login();
    const march = await acceptedOrder(server.app, s.token, s.local, [{ productId: s.tee.id, quantity: 1 }]);
    const april = await acceptedOrder(server.app, s.token, s.local, [{ productId: s.tee.id, quantity: 1 }]);
    server.clock.advance(5 * 24 * HOUR); // 2026-03-31
    s.token = await s.login();
    expect((await dispatchOne(march, '2026-03-31')).json().invoice.number).toBe('AK/25-26/0021');
    server.clock.advance(2 * 24 * HOUR); // 2026-04-02
    s.token = await s.login();
    expect((await dispatchOne(april, '2026-04-01')).json().invoice.number).toBe('AK/26-27/0001');
  });

  it('refuses a date in the future or before the order was placed', async () => {
    const order = await acceptedOrder(server.app, s.token, s.local, [{ productId: s.tee.id, quantity: 2 }]);
    const future = await dispatchOne(order, '2026-04-03');
    expect(future.statusCode).toBe(400);
    expect(future.json().message).toBe(
      'Date must be between 01/04/2026 and 02/04/2026: in this financial year, at most 7 days back and not in the future',
    );
    const early = await dispatchOne(order, '2026-04-01');
    expect(early.json().message).toBe('Date cannot be before the order was placed');
  });
});
