import type { Order } from '@apparel/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  acceptedOrder as acceptOrder,
  dispatchBody,
  type InvoicingSetup,
  invoicingSetup,
  postDispatch,
} from '../dispatch/dispatch-support';
import { callApi } from '../support/fixtures';
import { startTestServer, type TestServer } from '../support/test-app';
import { createList, listBody } from './price-support';

// Each order line keeps the list that priced it and why; editing or deleting the
// list later never changes the placed order, its invoices or credit notes.
let server: TestServer;
let s: InvoicingSetup;
beforeAll(async () => {
  server = await startTestServer();
  s = await invoicingSetup(server.app, server.db);
});
afterAll(() => server?.close());

const acceptedOrder = async (...args: Parameters<typeof acceptOrder>) =>
  (await acceptOrder(...args)) as unknown as Order;

const api = (method: 'GET' | 'PUT' | 'DELETE' | 'POST', url: string, body?: unknown) =>
  callApi(server.app, { method, url: `/api${url}`, token: s.token, body });

describe('a placed order keeps its prices', () => {
  it('a list edited and then deleted after an order leaves the order, its invoice and its credit note as they were', async () => {
    const body = listBody({
      name: 'Kaveri contract',
      retailerIds: [s.local],
      rows: [{ productId: s.tee.id, variantId: null, price: 2000, minQty: 1 }],
    });
    const list = await createList(server.app, s.token, body);
    const order = await acceptedOrder(server.app, s.token, s.local, [{ productId: s.tee.id, quantity: 4 }]);
    const [line] = order.items;
    if (!line) throw new Error('No line');
    expect(order.items[0]).toMatchObject({
      price: 2000,
      priceList: { id: list.id, name: 'Kaveri contract' },
      priceSource: 'Kaveri contract',
    });
    const dispatched = await postDispatch(
      server.app,
      s.token,
      order.id,
      dispatchBody('2025-06-02', [{ itemId: line.id, quantity: 2 }]),
    );
    expect(dispatched.statusCode).toBe(201);
    const invoiceId = dispatched.json().invoice.id;
    const note = await api('POST', `/invoices/${invoiceId}/credit-notes`, {
      lines: [{ itemId: line.id, quantity: 1 }],
      restock: false,
    });
    expect(note.statusCode).toBe(201);
    const before = {
      order: (await api('GET', `/orders/${order.id}`)).json(),
      invoice: (await api('GET', `/invoices/${invoiceId}`)).json(),
      invoicePdf: (await api('GET', `/invoices/${invoiceId}/pdf`)).rawPayload,
      note: (await api('GET', `/credit-notes/${note.json().id}`)).json(),
    };
    expect(before.invoice.lines[0].unitPrice).toBe(2000);

    const edited = await api('PUT', `/price-lists/${list.id}`, {
      ...body,
      name: 'Kaveri contract 2027',
      rows: [{ productId: s.tee.id, variantId: null, price: 1500, minQty: 1 }],
    });
    expect(edited.statusCode).toBe(200);
    const afterEdit = {
      order: (await api('GET', `/orders/${order.id}`)).json(),
      invoice: (await api('GET', `/invoices/${invoiceId}`)).json(),
      invoicePdf: (await api('GET', `/invoices/${invoiceId}/pdf`)).rawPayload,
      note: (await api('GET', `/credit-notes/${note.json().id}`)).json(),
    };
    expect(afterEdit).toEqual(before);

    expect((await api('DELETE', `/price-lists/${list.id}`)).statusCode).toBe(204);
    expect((await api('GET', `/orders/${order.id}`)).json()).toEqual(before.order);
    expect((await api('GET', `/invoices/${invoiceId}`)).json()).toEqual(before.invoice);

    // The rest of the order is still invoiced at the price it was placed at.
    const rest = await postDispatch(
      server.app,
      s.token,
      order.id,
      dispatchBody('2025-06-02', [{ itemId: line.id, quantity: 2 }]),
    );
    expect(rest.statusCode).toBe(201);
    expect(rest.json().invoice.lines[0].unitPrice).toBe(2000);
  });

  it('a new order after the edit is priced by the list as it is now', async () => {
    const list = await createList(
      server.app,
      s.token,
      listBody({
        name: 'Now',
        retailerIds: [s.interstate],
        rows: [{ productId: s.tee.id, variantId: null, price: 2100, minQty: 1 }],
      }),
    );
    const first = await acceptedOrder(server.app, s.token, s.interstate, [
      { productId: s.tee.id, quantity: 1 },
    ]);
    await api('PUT', `/price-lists/${list.id}`, {
      ...listBody({ name: 'Now', retailerIds: [s.interstate] }),
      rows: [{ productId: s.tee.id, variantId: null, price: 1900, minQty: 1 }],
    });
    const second = await acceptedOrder(server.app, s.token, s.interstate, [
      { productId: s.tee.id, quantity: 1 },
    ]);
    expect([first.items[0]?.price, second.items[0]?.price]).toEqual([2100, 1900]);
  });
});
