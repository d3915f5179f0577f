import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi } from '../../test/support/fixtures';
import { acceptedOrder, dispatchBody, postDispatch } from '../dispatch/dispatch-support';
import { otherManufacturer } from '../retail/retail-support';
import { startTestServer, type TestServer } from '../support/test-app';
import { type CreditSetup, creditSetup, storedCreditNote, storedInvoice } from './credit-support';

let server: TestServer;
let s: CreditSetup;
beforeAll(async () => {
  server = await startTestServer();
  s = await creditSetup(server.app, server.db);
});
afterAll(() => server?.close());

/** A retailer of its own per test, so ledgers do not mix. */
const freshRetailer = async () => {
  const { createRetailer } = await import('../retail/retail-support');
  return (await createRetailer(server.app, s.token, { state: 'Karnataka', gstin: null })).id;
};
const invoiceOf = (retailerId: number, total: number, date: string, dueDate = date) =>
  storedInvoice(server.db, { manufacturerId: s.manufacturerId, retailerId, total, date, dueDate });
const listed = async (retailerId: number) =>
  (await s.api('GET', `/api/invoices?retailerId=${retailerId}`)).json<{
    invoices: { id: number; amountDue: number; paymentStatus: string; dueDate: string }[];
  }>().invoices;

describe('terms and due dates', () => {
  it('a link with no terms answers the defaults; PUT stores them; another manufacturer gets 404', async () => {
    const retailerId = await freshRetailer();
    const read = await s.api('GET', `/api/manufacturer/retailers/${retailerId}/terms`);
    expect(read.json()).toEqual({
      paymentDays: 0,
      creditLimit: null,
      overdueTolerance: 0,
      minOrderValue: null,
    });
    const put = await s.setTerms(retailerId, {
      paymentDays: 30,
      creditLimit: 200000.5,
      minOrderValue: 10000,
    });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toEqual({
      paymentDays: 30,
      creditLimit: 200000.5,
      overdueTolerance: 0,
      minOrderValue: 10000,
    });
    const other = await otherManufacturer(server.app, server.db);
    const theirs = await callApi(server.app, {
      method: 'GET',
      url: `/api/manufacturer/retailers/${retailerId}/terms`,
      token: other.token,
    });
    expect(theirs.statusCode).toBe(404);
    const bad = await s.setTerms(retailerId, { paymentDays: -1 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/paymentDays/);
  });

  it('an invoice is due on its date plus the payment days in force when issued, and keeps it after a change', async () => {
    const retailerId = await freshRetailer();
    await s.setTerms(retailerId, { paymentDays: 45 });
    const order = await acceptedOrder(server.app, s.token, retailerId, [
      { productId: s.tee.id, quantity: 1 },
    ]);
    const dispatched = await postDispatch(
      server.app,
      s.token,
      order.id,
      dispatchBody('2025-06-02', [{ itemId: order.items[0]?.id ?? 0, quantity: 1 }]),
    );
    expect(dispatched.statusCode).toBe(201);
    const invoice = dispatched.json().invoice;
    expect(invoice).toMatchObject({ date: '2025-06-02', dueDate: '2025-07-17', paymentStatus: 'UNPAID' });
    expect(invoice.amountDue).toBe(invoice.total);
    await s.setTerms(retailerId, { paymentDays: 0 });
    expect((await s.invoice(invoice.id)).json().dueDate).toBe('2025-07-17');
    expect((await listed(retailerId))[0]).toMatchObject({ dueDate: '2025-07-17', paymentStatus: 'UNPAID' });
  });
});

describe('payments', () => {
  it('settles three invoices oldest due first and a fourth in part (FIFO)', async () => {
    const retailerId = await freshRetailer();
    const a = await invoiceOf(retailerId, 1000, '2025-05-01', '2025-05-31');
    const b = await invoiceOf(retailerId, 2000, '2025-05-10', '2025-05-20');
    const c = await invoiceOf(retailerId, 3000.5, '2025-05-15', '2025-06-14');
    const d = await invoiceOf(retailerId, 4000, '2025-05-20', '2025-06-19');
    const paid = await s.pay({ retailerId, amount: 7000.75 });
    expect(paid.statusCode).toBe(201);
    expect(paid.json().allocations).toEqual([
      { invoiceId: b.id, invoiceNumber: b.number, amount: 2000 },
      { invoiceId: a.id, invoiceNumber: a.number, amount: 1000 },
      { invoiceId: c.id, invoiceNumber: c.number, amount: 3000.5 },
      { invoiceId: d.id, invoiceNumber: d.number, amount: 1000.25 },
    ]);
    expect(paid.json().unallocated).toBe(0);
    const rows = new Map((await listed(retailerId)).map((row) => [row.id, row]));
    expect(rows.get(a.id)).toMatchObject({ amountDue: 0, paymentStatus: 'PAID' });
    expect(rows.get(c.id)).toMatchObject({ amountDue: 0, paymentStatus: 'PAID' });
    expect(rows.get(d.id)).toMatchObject({ amountDue: 2999.75, paymentStatus: 'PARTLY_PAID' });
  });

  it('keeps what is left as an advance, and the next invoice uses it', async () => {
    const retailerId = await freshRetailer();
    await invoiceOf(retailerId, 500, '2025-06-01');
    const paid = (await s.pay({ retailerId, amount: 800 })).json();
    expect(paid.unallocated).toBe(300);
    const open = (await s.api('GET', `/api/manufacturer/retailers/${retailerId}/open-invoices`)).json();
    expect(open).toEqual({ invoices: [], advance: 300 });
    const order = await acceptedOrder(server.app, s.token, retailerId, [
      { productId: s.tee.id, quantity: 1 },
    ]);
    const dispatched = await postDispatch(
      server.app,
      s.token,
      order.id,
      dispatchBody('2025-06-02', [{ itemId: order.items[0]?.id ?? 0, quantity: 1 }]),
    );
    const invoice = dispatched.json().invoice;
    expect(invoice.paid).toBe(300);
    expect(invoice.amountDue).toBeCloseTo(invoice.total - 300, 2);
    expect(invoice.paymentStatus).toBe('PARTLY_PAID');
    expect((await s.api('GET', `/api/payments/${paid.id}`)).json().unallocated).toBe(0);
  });

  it('a credit note lowers what is due, and what it leaves paid beyond the invoice becomes an advance', async () => {
    const retailerId = await freshRetailer();
    const order = await acceptedOrder(server.app, s.token, retailerId, [
      { productId: s.tee.id, quantity: 2 },
    ]);
    const invoice = (
      await postDispatch(
        server.app,
        s.token,
        order.id,
        dispatchBody('2025-06-02', [{ itemId: order.items[0]?.id ?? 0, quantity: 2 }]),
      )
    ).json().invoice;
    await s.pay({ retailerId, amount: invoice.total });
    expect((await s.invoice(invoice.id)).json()).toMatchObject({ amountDue: 0, paymentStatus: 'PAID' });
    const note = await s.api('POST', `/api/invoices/${invoice.id}/credit-notes`, {
      lines: [{ itemId: order.items[0]?.id, quantity: 1 }],
      restock: false,
    });
    expect(note.statusCode).toBe(201);
    const after = (await s.invoice(invoice.id)).json();
    expect(after).toMatchObject({ amountDue: 0, paymentStatus: 'PAID', credited: note.json().total });
    const open = (await s.api('GET', `/api/manufacturer/retailers/${retailerId}/open-invoices`)).json();
    expect(open.advance).toBe(note.json().total);

    const unpaid = await freshRetailer();
    const stored = await invoiceOf(unpaid, 1000, '2025-06-01', '2025-07-01');
    await storedCreditNote(server.db, stored, {
      manufacturerId: s.manufacturerId,
      retailerId: unpaid,
      total: 250,
      date: '2025-06-02',
    });
    expect((await listed(unpaid))[0]).toMatchObject({ amountDue: 750, paymentStatus: 'UNPAID' });
  });

  it('a reversal is recorded and the invoices owe again; reversing twice is 409', async () => {
    const retailerId = await freshRetailer();
    const invoice = await invoiceOf(retailerId, 1200, '2025-06-01', '2025-07-01');
    const payment = (await s.pay({ retailerId, amount: 1200, mode: 'CHEQUE', reference: '000123' })).json();
    expect((await listed(retailerId))[0]).toMatchObject({ amountDue: 0, paymentStatus: 'PAID' });
    const reversed = await s.api('POST', `/api/payments/${payment.id}/reverse`, { note: 'Cheque bounced' });
    expect(reversed.statusCode).toBe(200);
    expect(reversed.json()).toMatchObject({
      amount: 1200,
      unallocated: 0,
      reversal: { date: '2025-06-02', note: 'Cheque bounced' },
    });
    expect((await listed(retailerId))[0]).toMatchObject({
      id: invoice.id,
      amountDue: 1200,
      paymentStatus: 'UNPAID',
    });
    const again = await s.api('POST', `/api/payments/${payment.id}/reverse`, { note: 'again' });
    expect(again.statusCode).toBe(409);
    const page = (await s.api('GET', `/api/payments?retailerId=${retailerId}`)).json();
    expect(page.payments).toHaveLength(1);
    expect(page.payments[0].reversal.note).toBe('Cheque bounced');
  });

  it('allocates by hand, and refuses bad amounts, dates and allocations naming the field (nothing written)', async () => {
    const retailerId = await freshRetailer();
    const first = await invoiceOf(retailerId, 1000, '2025-05-01');
    const second = await invoiceOf(retailerId, 1000, '2025-05-02');
    const byHand = await s.pay({
      retailerId,
      amount: 700,
      allocations: [{ invoiceId: second.id, amount: 600 }],
    });
    expect(byHand.statusCode).toBe(201);
    expect(byHand.json()).toMatchObject({
      allocations: [{ invoiceId: second.id, amount: 600 }],
      unallocated: 100,
    });
    const other = await freshRetailer();
    const theirs = await invoiceOf(other, 500, '2025-05-01');
    const refusals: [Record<string, unknown>, RegExp][] = [
      [{ amount: 0 }, /amount/],
      [{ amount: -5 }, /amount/],
      [{ amount: 10.005 }, /amount.*two decimals/],
      [{ amount: 100, date: '2025-06-03' }, /date.*future/],
      [{ amount: 100, allocations: [{ invoiceId: first.id, amount: 1000.01 }] }, /allocations/],
      [
        {
          amount: 100,
          allocations: [
            { invoiceId: first.id, amount: 50 },
            { invoiceId: second.id, amount: 60 },
          ],
        },
        /allocations/,
      ],
      [{ amount: 100, allocations: [{ invoiceId: theirs.id, amount: 50 }] }, /allocations.*another retailer/],
      [{ amount: 100, mode: 'BITCOIN' }, /mode/],
    ];
    for (const [body, message] of refusals) {
      const answer = await s.pay({ retailerId, ...body });
      expect(answer.statusCode, JSON.stringify(body)).toBe(400);
      expect(answer.json().message).toMatch(message);
    }
    const page = (await s.api('GET', `/api/payments?retailerId=${retailerId}`)).json();
    expect(page.payments).toHaveLength(1);
    const otherTenant = await otherManufacturer(server.app, server.db);
    const foreign = await callApi(server.app, {
      method: 'POST',
      url: '/api/payments',
      token: otherTenant.token,
      body: { retailerId, date: '2025-06-02', amount: 10, mode: 'UPI', reference: '' },
    });
    expect(foreign.statusCode).toBe(404);
    const foreignReverse = await callApi(server.app, {
      method: 'POST',
      url: `/api/payments/${byHand.json().id}/reverse`,
      token: otherTenant.token,
      body: { note: 'x' },
    });
    expect(foreignReverse.statusCode).toBe(404);
  });

  it('20 parallel payments on one retailer never allocate more than the invoices owe', async () => {
    const retailerId = await freshRetailer();
    const a = await invoiceOf(retailerId, 1000, '2025-05-01');
    const b = await invoiceOf(retailerId, 1500, '2025-05-02');
    const answers = await Promise.all(Array.from({ length: 20 }, () => s.pay({ retailerId, amount: 150 })));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(20).fill(201));
    const allocated = answers.reduce(
      (sum, answer) =>
        sum +
        answer.json<{ allocations: { amount: number }[] }>().allocations.reduce((t, x) => t + x.amount, 0),
      0,
    );
    expect(allocated).toBe(2500);
    const unallocated = answers.reduce(
      (sum, answer) => sum + answer.json<{ unallocated: number }>().unallocated,
      0,
    );
    expect(unallocated).toBe(500);
    const rows = await listed(retailerId);
    expect(rows.map((row) => row.amountDue)).toEqual([0, 0]);
    expect(new Set(rows.map((row) => row.id))).toEqual(new Set([a.id, b.id]));
  });
});
