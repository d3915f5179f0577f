import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createConsignmentInvoicing } from '../../src/modules/invoices/consignment-invoicing';
import { createOrderService } from '../../src/modules/orders/order-service';
import { createRetailer } from '../retail/retail-support';
import { startTestServer, type TestServer } from '../support/test-app';
import { MINUTE } from '../support/test-clock';
import { type CreditSetup, creditSetup, storedInvoice } from './credit-support';

let server: TestServer;
let s: CreditSetup;
beforeAll(async () => {
  server = await startTestServer();
  s = await creditSetup(server.app, server.db);
});
afterAll(() => server?.close());

const freshRetailer = async () =>
  (await createRetailer(server.app, s.token, { state: 'Karnataka', gstin: null })).id;
const invoiceOf = (retailerId: number, total: number, date: string, dueDate: string) =>
  storedInvoice(server.db, { manufacturerId: s.manufacturerId, retailerId, total, date, dueDate });
/** An order of `pieces` Cotton Tees at ₹2,400. */
const order = (retailerId: number, pieces: number) =>
  s.api('POST', '/api/orders', { retailerId, items: [{ productId: s.tee.id, quantity: pieces }] });
const accept = (id: number) => s.api('PATCH', `/api/orders/${id}/status`, { status: 'ACCEPTED' });

describe('orders held for credit', () => {
  it('holds an order whose exposure exceeds the limit: "Credit limit exceeded by ₹8,400"', async () => {
    const retailerId = await freshRetailer();
    await s.setTerms(retailerId, { paymentDays: 30, creditLimit: 200000 });
    await invoiceOf(retailerId, 170000, '2025-05-20', '2025-06-19');
    const held = await order(retailerId, 16); // ₹38,400
    expect(held.statusCode).toBe(201);
    expect(held.json()).toMatchObject({
      status: 'ON_HOLD',
      holdReason: 'Credit limit exceeded by ₹8,400',
      totalAmount: 38400,
    });
    const listed = (await s.api('GET', `/api/orders?status=ON_HOLD&retailerId=${retailerId}`)).json();
    expect(listed.orders).toEqual([
      expect.objectContaining({ id: held.json().id, holdReason: 'Credit limit exceeded by ₹8,400' }),
    ]);
    const fits = await order(retailerId, 12); // ₹28,800: exposure ₹1,98,800
    expect(fits.json()).toMatchObject({ status: 'PENDING', holdReason: null });
  });

  it('holds for an overdue invoice above the tolerance; Accept is 409 with the reason; release records who and the note', async () => {
    const retailerId = await freshRetailer();
    await s.setTerms(retailerId, { paymentDays: 30, overdueTolerance: 1000 });
    await invoiceOf(retailerId, 12000, '2025-04-01', '2025-05-01');
    const held = (await order(retailerId, 1)).json();
    expect(held).toMatchObject({
      status: 'ON_HOLD',
      holdReason: '1 overdue invoice, ₹12,000, due 01/05/2025',
    });
    const refused = await accept(held.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('1 overdue invoice, ₹12,000, due 01/05/2025');
    expect((await s.api('GET', `/api/orders/${held.id}`)).json().status).toBe('ON_HOLD');
    const noNote = await s.api('POST', `/api/orders/${held.id}/release`, { note: '' });
    expect(noNote.statusCode).toBe(400);
    server.clock.advance(5 * MINUTE);
    const released = await s.api('POST', `/api/orders/${held.id}/release`, {
      note: 'Promised to pay on Friday',
    });
    expect(released.statusCode).toBe(200);
    expect(released.json()).toMatchObject({ status: 'PENDING', holdReason: null });
    const history = (await s.api('GET', `/api/orders/${held.id}/history`)).json().events;
    expect(history.map((e: { kind: string }) => e.kind)).toEqual(['CREATED', 'HELD', 'RELEASED']);
    expect(history[2]).toMatchObject({
      at: server.clock().toISOString(),
      by: expect.objectContaining({ id: expect.any(Number) }),
    });
    expect(history[2].summary).toContain('Promised to pay on Friday');
    expect((await s.api('POST', `/api/orders/${held.id}/release`, { note: 'again' })).statusCode).toBe(409);
    const accepted = await accept(held.id);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().status).toBe('ACCEPTED');
  });

  it('an ON_HOLD order can be rejected', async () => {
    const retailerId = await freshRetailer();
    await s.setTerms(retailerId, { creditLimit: 100 });
    const held = (await order(retailerId, 1)).json();
    expect(held.status).toBe('ON_HOLD');
    const rejected = await s.api('PATCH', `/api/orders/${held.id}/status`, { status: 'REJECTED' });
    expect(rejected.json().status).toBe('REJECTED');
  });

  it('a retailer with no terms keeps SPEC behaviour: an overdue invoice holds nothing', async () => {
    const retailerId = await freshRetailer();
    await invoiceOf(retailerId, 99000, '2025-01-01', '2025-01-01');
    const created = (await order(retailerId, 1)).json();
    expect(created).toMatchObject({ status: 'PENDING', holdReason: null });
    expect((await accept(created.id)).json().status).toBe('ACCEPTED');
  });

  it('a PENDING order made before the terms changed is checked on accept and held (409)', async () => {
    const retailerId = await freshRetailer();
    const created = (await order(retailerId, 2)).json();
    expect(created.status).toBe('PENDING');
    server.clock.advance(MINUTE);
    await s.setTerms(retailerId, { creditLimit: 1000 });
    const refused = await accept(created.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('Credit limit exceeded by ₹3,800');
    expect((await s.api('GET', `/api/orders/${created.id}`)).json()).toMatchObject({
      status: 'ON_HOLD',
      holdReason: 'Credit limit exceeded by ₹3,800',
    });
  });
});

describe('minimum order value', () => {
  it("refuses a retailer's own order below it with the contracts' message; the manufacturer's New order is not refused", async () => {
    const retailerId = await freshRetailer();
    await s.setTerms(retailerId, { minOrderValue: 10000 });
    const orders = createOrderService({
      db: server.db,
      clock: server.clock,
      invoicing: createConsignmentInvoicing(server.db, server.clock),
      backdateDays: 7,
    });
    const form = { retailerId, items: [{ productId: s.tee.id, quantity: 3 }] }; // ₹7,200
    const actor = { userId: 1 };
    await expect(
      orders.create(s.manufacturerId, form, actor, { placedBy: 'RETAILER' }),
    ).rejects.toMatchObject({
      statusCode: 400,
      message: 'Add ₹2,800 to reach the minimum order of ₹10,000',
    });
    const placed = await order(retailerId, 3);
    expect(placed.statusCode).toBe(201);
    expect(placed.json().status).toBe('PENDING');
  });
});
