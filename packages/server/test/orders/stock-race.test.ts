import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoManufacturerId } from '../retail/retail-support';
import { tokenFor } from '../support/fixtures';
import { DEMO, startTestServer, type TestServer } from '../support/test-app';
import { orderSetup, postOrder, setStatus, stockOf } from './order-support';

// On PostgreSQL the requests below run in parallel transactions on separate connections.
let server: TestServer;
let token: string;
let setup: Awaited<ReturnType<typeof orderSetup>>;
beforeAll(async () => {
  server = await startTestServer();
  token = await tokenFor(server.app, DEMO.email, DEMO.password);
  setup = await orderSetup(server.app, server.db, token, await demoManufacturerId(server.db, DEMO.email));
});
afterAll(() => server?.close());

const capOrder = async (quantity: number) =>
  (
    await postOrder(server.app, token, {
      retailerId: setup.retailerId,
      items: [{ productId: setup.cap.id, quantity }],
    })
  ).json().id as number;

describe('the stock race', () => {
  it('lets only one of two accepts competing for the last units succeed; stock never goes negative', async () => {
    const orders = [await capOrder(6), await capOrder(6)];
    const answers = await Promise.all(orders.map((id) => setStatus(server.app, token, id, 'ACCEPTED')));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.statusCode === 409)?.json().message).toBe(
      `Not enough stock of ${setup.cap.name}: 4 left, 6 ordered`,
    );
    expect(await stockOf(server.db, setup.cap.id)).toBe(4);
  });

  it('accepts exactly as many of many competing orders as the stock covers', async () => {
    const orders = [await capOrder(2), await capOrder(2), await capOrder(2)];
    const answers = await Promise.all(orders.map((id) => setStatus(server.app, token, id, 'ACCEPTED')));
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(2);
    expect(answers.filter((a) => a.statusCode === 409)).toHaveLength(1);
    expect(await stockOf(server.db, setup.cap.id)).toBe(0);
  });

  it('takes stock once when the same order is accepted twice at the same time', async () => {
    const id = (
      await postOrder(server.app, token, {
        retailerId: setup.retailerId,
        items: [{ productId: setup.shirt.id, quantity: 5, sizeId: setup.small.id, colorId: setup.red.id }],
      })
    ).json().id as number;
    const before = await stockOf(server.db, setup.shirt.id);
    const answers = await Promise.all([
      setStatus(server.app, token, id, 'ACCEPTED'),
      setStatus(server.app, token, id, 'ACCEPTED'),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(await stockOf(server.db, setup.shirt.id)).toBe((before ?? 0) - 5);
  });
});
