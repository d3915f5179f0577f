import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { startTestServer, type TestServer } from '../support/test-app';
import { HOUR } from '../support/test-clock';
import {
  acceptedOrder,
  dispatchBody,
  documentRowCounts,
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

const DAY = 24 * HOUR;
type Order = Awaited<ReturnType<typeof acceptedOrder>>;
const dispatchOne = (order: Order, date: string, app = server.app) =>
  postDispatch(
    app,
    s.token,
    order.id,
    dispatchBody(date, [{ itemId: order.items[0]?.id ?? 0, quantity: 1 }]),
  );

describe('dates the law accepts on a dispatch', () => {
  it('refuses a date of the last financial year, more than 7 days back or in the future, naming the range', async () => {
    const order = await acceptedOrder(server.app, s.token, s.local, [{ productId: s.tee.id, quantity: 10 }]);
    server.clock.advance(305 * DAY); // 2026-04-03, three days into FY 2026-27
    s.token = await s.login();
    const before = await documentRowCounts(server.db);
    const lastYear = await dispatchOne(order, '2026-03-31');
    expect(lastYear.statusCode).toBe(400);
    expect(lastYear.json().message).toBe(
      'Date must be between 01/04/2026 and 03/04/2026: in this financial year, at most 7 days back and not in the future',
    );
    expect(await documentRowCounts(server.db)).toEqual(before);
    expect((await dispatchOne(order, '2026-04-01')).statusCode).toBe(201);

    server.clock.advance(17 * DAY); // 2026-04-20
    s.token = await s.login();
    const range =
      'Date must be between 13/04/2026 and 20/04/2026: in this financial year, at most 7 days back and not in the future';
    for (const date of ['2026-04-12', '2026-04-21']) {
      const refused = await dispatchOne(order, date);
      expect(refused.statusCode, date).toBe(400);
      expect(refused.json().message).toBe(range);
    }
    expect((await dispatchOne(order, '2026-04-13')).statusCode).toBe(201);
    expect((await dispatchOne(order, '2026-04-20')).statusCode).toBe(201);
  });

  it('takes its number of days back from the configuration (DOCUMENT_BACKDATE_DAYS)', async () => {
    const order = await acceptedOrder(server.app, s.token, s.local, [{ productId: s.tee.id, quantity: 10 }]);
    server.clock.advance(30 * DAY); // 2026-05-20
    s.token = await s.login();
    const lenient = await buildApp({
      config: { ...server.config, documentBackdateDays: 30 },
      database: server.database,
      clock: server.clock,
    });
    try {
      expect((await dispatchOne(order, '2026-05-01', lenient)).statusCode).toBe(201);
      const tooOld = await dispatchOne(order, '2026-04-19', lenient);
      expect(tooOld.json().message).toBe(
        'Date must be between 20/04/2026 and 20/05/2026: in this financial year, at most 30 days back and not in the future',
      );
      expect((await dispatchOne(order, '2026-05-01')).json().message).toBe(
        'Date must be between 13/05/2026 and 20/05/2026: in this financial year, at most 7 days back and not in the future',
      );
    } finally {
      await lenient.close();
    }
  });
});
