import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client';
import { products } from '../../src/db/schema';
import { queryRows } from '../../src/db/sql-rows';
import { createConsignmentInvoicing } from '../../src/modules/invoices/consignment-invoicing';
import { createOrderService } from '../../src/modules/orders/order-service';
import { demoManufacturerId } from '../retail/retail-support';
import { tokenFor } from '../support/fixtures';
import { DEMO, startTestServer, type TestServer } from '../support/test-app';
import { orderRowCounts, orderSetup, postOrder } from './order-support';

let server: TestServer;
let token: string;
let manufacturerId: number;
let setup: Awaited<ReturnType<typeof orderSetup>>;
beforeAll(async () => {
  server = await startTestServer();
  token = await tokenFor(server.app, DEMO.email, DEMO.password);
  manufacturerId = await demoManufacturerId(server.db, DEMO.email);
  setup = await orderSetup(server.app, server.db, token, manufacturerId);
});
afterAll(() => server?.close());

const capOrder = () => ({ retailerId: setup.retailerId, items: [{ productId: setup.cap.id, quantity: 2 }] });
const setCapStatus = (db: Pick<Database, 'update'>, status: 'Active' | 'Inactive') =>
  db.update(products).set({ status }).where(eq(products.id, setup.cap.id));
const notActive = () => `Product ${setup.cap.id} is not one of your active products`;

/** The database with `before` run as each transaction is about to open: between any check made outside it and the write. */
const withBeforeTransaction = (db: Database, before: () => Promise<void>): Database => {
  const hooked = Object.create(db) as Database;
  hooked.transaction = (async (work, config) => {
    await before();
    return db.transaction(work, config);
  }) as Database['transaction'];
  return hooked;
};

describe("an order's checks and its write", () => {
  it('refuses a product deactivated just before the order is written', async () => {
    await setCapStatus(server.db, 'Active');
    const before = await orderRowCounts(server.db);
    const orders = createOrderService({
      db: withBeforeTransaction(server.db, async () => {
        await setCapStatus(server.db, 'Inactive');
      }),
      clock: server.clock,
      invoicing: createConsignmentInvoicing(server.db),
      backdateDays: 7,
    });
    await expect(
      orders.create(
        manufacturerId,
        capOrder(),
        { userId: 1 } /* the seeded super admin: refused before any event is written */,
      ),
    ).rejects.toMatchObject({
      statusCode: 400,
      message: notActive(),
    });
    expect(await orderRowCounts(server.db)).toEqual(before);
  });

  // PGlite runs one transaction at a time, so only PostgreSQL can run the deactivation alongside.
  it.skipIf(process.env.SERVER_TEST_DB !== 'postgres')(
    'waits for a deactivation in progress and then refuses the product (the row is held FOR SHARE)',
    async () => {
      await setCapStatus(server.db, 'Active');
      const before = await orderRowCounts(server.db);
      let answered = false;
      let answer: Promise<Awaited<ReturnType<typeof postOrder>>> | undefined;
      await server.db.transaction(async (tx) => {
        await setCapStatus(tx, 'Inactive');
        answer = Promise.resolve(postOrder(server.app, token, capOrder())).finally(() => {
          answered = true;
        });
        // Commits once the order waits on the product row's lock, or has answered without waiting.
        while (!answered && !(await someoneWaitsOnALock(server.db)))
          await new Promise((resolve) => setTimeout(resolve, 10));
      });
      const response = await answer;
      expect(response?.statusCode).toBe(400);
      expect(response?.json().message).toBe(notActive());
      expect(await orderRowCounts(server.db)).toEqual(before);
    },
  );
});

/** Whether some session of this database waits on a lock now. */
const someoneWaitsOnALock = async (db: Database): Promise<boolean> => {
  const [row] = await queryRows<{ waiting: number }>(
    db,
    sql`select count(*)::int as waiting from pg_stat_activity
        where datname = current_database() and wait_event_type = 'Lock'`,
  );
  return (row?.waiting ?? 0) > 0;
};
