import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderItems, products, productVariants } from '../../src/db/schema';
import { callApi } from '../support/fixtures';
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

const get = (url: string) => callApi(server.app, { method: 'GET', url, token: s.token });
/** Dispatches every piece of every line of an order on a date; answers the call. */
const dispatchAll = (order: { id: number; items: { id: number; quantity: number }[] }, date: string) =>
  postDispatch(
    server.app,
    s.token,
    order.id,
    dispatchBody(
      date,
      order.items.map((i) => ({ itemId: i.id, quantity: i.quantity })),
    ),
  );

describe('GST rate by the rule in force and the net value per piece', () => {
  it('uses the rules of the invoice date: ₹2,400 a piece is 12 % on 21 September 2025 and 5 % from the 22nd', async () => {
    const before = await acceptedOrder(server.app, s.token, s.local, [{ productId: s.tee.id, quantity: 2 }]);
    const after = await acceptedOrder(server.app, s.token, s.local, [{ productId: s.tee.id, quantity: 2 }]);
    server.clock.advance(112 * 24 * HOUR); // 2025-09-22
    s.token = await s.login();
    const old = await dispatchAll(before, '2025-09-21');
    expect(old.statusCode).toBe(201);
    expect(old.json().invoice.lines[0]).toMatchObject({ hsn: '6109', gstRate: 12, taxableValue: 4800 });
    const current = await dispatchAll(after, '2025-09-22');
    server.clock.advance(18 * 24 * HOUR); // 2025-10-10
    s.token = await s.login();
    expect(current.json().invoice.lines[0]).toMatchObject({
      gstRate: 5,
      taxableValue: 4800,
      cgst: 120,
      sgst: 120,
      igst: 0,
    });
  });

  it('₹2,600 a piece is 18 %, and ₹2,600 less 10 % (₹2,340 net) is 5 %', async () => {
    const order = await acceptedOrder(server.app, s.token, s.interstate, [
      { productId: s.shirt.id, quantity: 1 },
      { productId: s.kurta.id, quantity: 3 },
    ]);
    const invoice = (await dispatchAll(order, '2025-10-10')).json().invoice;
    expect(invoice.lines[0]).toMatchObject({
      hsn: '620520',
      unitPrice: 2600,
      discount: 0,
      taxableValue: 2600,
      gstRate: 18,
    });
    expect(invoice.lines[1]).toMatchObject({
      hsn: '6211',
      unitPrice: 2600,
      discount: 780,
      taxableValue: 7020,
      gstRate: 5,
    });
  });
});

describe('tax split by place of supply', () => {
  it('same state: CGST + SGST halves; totals rounded to the rupee with the round-off and words', async () => {
    const order = await acceptedOrder(server.app, s.token, s.local, [{ productId: s.tee.id, quantity: 3 }]);
    const invoice = (await dispatchAll(order, '2025-10-10')).json().invoice;
    expect(invoice.taxSplit).toBe('CGST_SGST');
    expect(invoice.placeOfSupply).toEqual({ state: 'Karnataka', stateCode: '29' });
    expect(invoice.supplier).toMatchObject({ gstin: s.gstin, stateCode: '29', pinCode: '560058' });
    expect(invoice.recipient.gstin).toBeNull();
    expect(invoice).toMatchObject({
      taxableValue: 7200,
      cgst: 180,
      sgst: 180,
      igst: 0,
      roundOff: 0,
      total: 7560,
    });
    expect(invoice.totalInWords).toBe('Rupees Seven Thousand Five Hundred Sixty Only');
    expect(invoice.reverseCharge).toBe('No');
    expect(invoice.hsnSummary).toEqual([
      { hsn: '6109', gstRate: 5, quantity: 3, taxableValue: 7200, cgst: 180, sgst: 180, igst: 0 },
    ]);
  });

  it('other state: IGST at the whole rate, and an e-way bill above ₹50,000 with its Part A', async () => {
    const order = await acceptedOrder(server.app, s.token, s.interstate, [
      { productId: s.shirt.id, quantity: 20 },
    ]);
    const invoice = (await dispatchAll(order, '2025-10-10')).json().invoice;
    expect(invoice.taxSplit).toBe('IGST');
    expect(invoice.placeOfSupply).toEqual({ state: 'Maharashtra', stateCode: '27' });
    expect(invoice).toMatchObject({ taxableValue: 52_000, cgst: 0, sgst: 0, igst: 9360, total: 61_360 });
    expect(invoice.eWayBill).toMatchObject({ required: true, threshold: 50_000, consignmentValue: 61_360 });
    expect(invoice.eWayBill.partA).toMatchObject({
      supplierGstin: s.gstin,
      recipientGstin: s.buyerGstin,
      documentNumber: invoice.number,
      hsnCodes: ['620520'],
      vehicleNumber: 'KA01AB1234',
      transportDocumentNumber: 'LR-4411',
    });
  });
});

describe('POST /orders/{id}/dispatches', () => {
  it('dispatches 60 of 100 then 40: two invoices with consecutive numbers, then DISPATCHED', async () => {
    const order = await acceptedOrder(server.app, s.token, s.local, [{ productId: s.tee.id, quantity: 100 }]);
    const itemId = order.items[0]?.id ?? 0;
    const first = await postDispatch(
      server.app,
      s.token,
      order.id,
      dispatchBody('2025-10-10', [{ itemId, quantity: 60 }]),
    );
    expect(first.statusCode).toBe(201);
    let shown = (await get(`/api/orders/${order.id}`)).json();
    expect(shown.status).toBe('PARTIALLY_DISPATCHED');
    expect(shown.items[0]).toMatchObject({ quantity: 100, dispatchedQty: 60, cancelledQty: 0 });
    const second = await postDispatch(
      server.app,
      s.token,
      order.id,
      dispatchBody('2025-10-10', [{ itemId, quantity: 40 }]),
    );
    expect(second.statusCode).toBe(201);
    shown = (await get(`/api/orders/${order.id}`)).json();
    expect(shown.status).toBe('DISPATCHED');
    expect(shown.items[0].dispatchedQty).toBe(100);
    expect(shown.invoices).toHaveLength(2);
    expect(shown.dispatches.map((d: { lines: unknown }) => d.lines)).toEqual([
      [{ itemId, quantity: 60 }],
      [{ itemId, quantity: 40 }],
    ]);
    const [a, b] = shown.invoices.map((i: { number: string }) => Number(i.number.slice(-4)));
    expect(shown.invoices[0].number).toMatch(/^AK\/25-26\/\d{4}$/);
    expect(b).toBe(a + 1);
  });

  it('refuses more than remains, negative, fractional and unknown lines with 400 naming the line, writing nothing', async () => {
    const order = await acceptedOrder(server.app, s.token, s.local, [
      { productId: s.tee.id, quantity: 5 },
      { productId: s.shirt.id, quantity: 5 },
    ]);
    const [tee, shirt] = order.items as unknown as [{ id: number }, { id: number }];
    const before = await documentRowCounts(server.db);
    const cases: [unknown[], string][] = [
      [
        [
          { itemId: tee.id, quantity: 1 },
          { itemId: shirt.id, quantity: 6 },
        ],
        'Line 2: only 5 of Linen Shirt left to dispatch, 6 asked',
      ],
      [[{ itemId: tee.id, quantity: -1 }], 'Line 1: quantity must not be negative'],
      [
        [
          { itemId: tee.id, quantity: 1 },
          { itemId: shirt.id, quantity: 1.5 },
        ],
        'Line 2: quantity must be a whole number',
      ],
      [
        [
          { itemId: tee.id, quantity: 1 },
          { itemId: 999_999, quantity: 1 },
        ],
        'Line 2: item 999999 is not on this order',
      ],
      [[{ itemId: tee.id, quantity: 0 }], 'Dispatch at least one piece'],
    ];
    for (const [lines, message] of cases) {
      const response = await postDispatch(
        server.app,
        s.token,
        order.id,
        dispatchBody('2025-10-10', lines as never),
      );
      expect(response.statusCode, message).toBe(400);
      expect(response.json().message).toBe(message);
    }
    expect(await documentRowCounts(server.db)).toEqual(before);
    const items = await server.db.select().from(orderItems).where(eq(orderItems.orderId, order.id));
    expect(items.map((i) => i.dispatchedQty)).toEqual([0, 0]);
  });

  it('refuses a product without an HSN code, naming the line, and a PENDING order with 409', async () => {
    const order = await acceptedOrder(server.app, s.token, s.local, [{ productId: s.scarf.id, quantity: 1 }]);
    const refused = await dispatchAll(order, '2025-10-10');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(
      'Line 1: No HSN Scarf has no HSN code: set one on the product or its category',
    );
    const pending = await callApi(server.app, {
      method: 'POST',
      url: '/api/orders',
      token: s.token,
      body: { retailerId: s.local, items: [{ productId: s.tee.id, quantity: 1 }] },
    });
    const id = pending.json().id;
    const response = await postDispatch(
      server.app,
      s.token,
      id,
      dispatchBody('2025-10-10', [{ itemId: pending.json().items[0].id, quantity: 1 }]),
    );
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('Only an accepted or partially dispatched order can be dispatched');
  });

  it('cancels the remainder: pieces back in stock, order DISPATCHED; a dispatched order cannot be deleted', async () => {
    const stock = async () =>
      (await server.db.select({ n: products.stockQty }).from(products).where(eq(products.id, s.tee.id)))[0]
        ?.n;
    const order = await acceptedOrder(server.app, s.token, s.local, [{ productId: s.tee.id, quantity: 10 }]);
    const itemId = order.items[0]?.id ?? 0;
    await postDispatch(server.app, s.token, order.id, dispatchBody('2025-10-10', [{ itemId, quantity: 4 }]));
    const stockBefore = await stock();
    const cancelled = await callApi(server.app, {
      method: 'POST',
      url: `/api/orders/${order.id}/cancel-remaining`,
      token: s.token,
    });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({ status: 'DISPATCHED' });
    expect(cancelled.json().items[0]).toMatchObject({ dispatchedQty: 4, cancelledQty: 6 });
    expect(await stock()).toBe((stockBefore ?? 0) + 6);
    const again = await callApi(server.app, {
      method: 'POST',
      url: `/api/orders/${order.id}/cancel-remaining`,
      token: s.token,
    });
    expect(again.statusCode).toBe(409);
    const deleted = await callApi(server.app, {
      method: 'DELETE',
      url: `/api/orders/${order.id}`,
      token: s.token,
    });
    expect(deleted.statusCode).toBe(409);
    expect(deleted.json().message).toBe(
      'A dispatched or invoiced order cannot be deleted: issue a credit note for returns instead',
    );
  });

  it('cancels an accepted order nothing of which was dispatched: CANCELLED, every cell restocked, in its history', async () => {
    const cellStock = async () =>
      (
        await server.db
          .select({ product: productVariants.productId, n: productVariants.stockQty })
          .from(productVariants)
          .where(inArray(productVariants.productId, [s.tee.id, s.shirt.id]))
          .orderBy(productVariants.productId)
      ).map((cell) => cell.n);
    const productStock = async () =>
      (
        await server.db
          .select({ n: products.stockQty })
          .from(products)
          .where(inArray(products.id, [s.tee.id, s.shirt.id]))
          .orderBy(products.id)
      ).map((p) => p.n);
    const cellsBefore = await cellStock();
    const productsBefore = await productStock();
    const order = await acceptedOrder(server.app, s.token, s.local, [
      { productId: s.tee.id, quantity: 7 },
      { productId: s.shirt.id, quantity: 3 },
    ]);
    expect(await cellStock()).toEqual([(cellsBefore[0] ?? 0) - 7, (cellsBefore[1] ?? 0) - 3]);
    const cancelled = await callApi(server.app, {
      method: 'POST',
      url: `/api/orders/${order.id}/cancel-remaining`,
      token: s.token,
    });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().status).toBe('CANCELLED');
    expect(cancelled.json().items.map((i: { cancelledQty: number }) => i.cancelledQty)).toEqual([7, 3]);
    expect(await cellStock()).toEqual(cellsBefore);
    expect(await productStock()).toEqual(productsBefore);
    const history = (await get(`/api/orders/${order.id}/history`)).json().events;
    expect(history.at(-1)).toMatchObject({
      kind: 'CANCELLED',
      summary: 'Cancelled before any dispatch: 10 pieces returned to stock',
    });
    const listed = (await get('/api/orders?status=CANCELLED')).json().orders;
    expect(listed.map((o: { id: number }) => o.id)).toEqual([order.id]);
    const summary = (await get('/api/manufacturer/dashboard')).json().orderStatusSummary;
    expect(summary.find((row: { status: string }) => row.status === 'CANCELLED')).toEqual({
      status: 'CANCELLED',
      count: 1,
    });
    const again = await callApi(server.app, {
      method: 'POST',
      url: `/api/orders/${order.id}/cancel-remaining`,
      token: s.token,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(
      'Only an accepted or partially dispatched order has a remainder to cancel',
    );
    const refused = await postDispatch(
      server.app,
      s.token,
      order.id,
      dispatchBody('2025-10-10', [{ itemId: order.items[0]?.id ?? 0, quantity: 1 }]),
    );
    expect(refused.statusCode).toBe(409);
  });
});
