import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, readdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { INVOICE_EXPORT_COLUMNS } from '@apparel/contracts';
import Ajv from 'ajv';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderEvents, products, taxDocuments } from '../../src/db/schema';
import { callApi } from '../support/fixtures';
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
const TODAY = '2025-10-10';
beforeAll(async () => {
  server = await startTestServer();
  server.clock.advance(130 * 24 * HOUR); // 2025-10-10, after the 22 September 2025 rates
  s = await invoicingSetup(server.app, server.db);
});
afterAll(() => server?.close());

const get = (url: string) => callApi(server.app, { method: 'GET', url, token: s.token });
const post = (url: string, body?: unknown) =>
  callApi(server.app, { method: 'POST', url, token: s.token, body });

type Order = Awaited<ReturnType<typeof acceptedOrder>>;
const dispatchAll = async (order: Order) => {
  const response = await postDispatch(
    server.app,
    s.token,
    order.id,
    dispatchBody(
      TODAY,
      order.items.map((i) => ({ itemId: i.id, quantity: i.quantity })),
    ),
  );
  expect(response.statusCode).toBe(201);
  return response.json().invoice;
};

/** The text of a PDF as poppler's pdftotext reads it. */
const pdfText = async (bytes: Buffer) => {
  const dir = await mkdtemp(join(tmpdir(), 'invoice-pdf-'));
  const file = join(dir, 'document.pdf');
  await writeFile(file, bytes);
  return execFileSync('pdftotext', ['-layout', file, '-']).toString('utf8');
};

/** The GST portal's INV-01 (v1.1) schema, kept as a fixture. */
const eInvoiceSchema = JSON.parse(
  readFileSync(new URL('./fixtures/einvoice-inv01-v1.1.schema.json', import.meta.url), 'utf8'),
);
const validateEInvoice = new Ajv({ allErrors: true, strict: false }).compile(eInvoiceSchema);

describe('invoice PDF and e-invoice', () => {
  it('prints both GSTINs, the HSN, the taxable value and each tax on an A4 PDF kept in file storage', async () => {
    const order = await acceptedOrder(server.app, s.token, s.interstate, [
      { productId: s.shirt.id, quantity: 2 },
      { productId: s.kurta.id, quantity: 1 },
    ]);
    const invoice = await dispatchAll(order);
    expect(invoice).toMatchObject({ taxableValue: 7540, igst: 1053, total: 8593 });
    const response = await get(`/api/invoices/${invoice.id}/pdf`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toContain(`${invoice.number.replace(/\//g, '-')}.pdf`);
    const text = await pdfText(response.rawPayload);
    for (const expected of [
      'TAX INVOICE',
      s.gstin,
      s.buyerGstin,
      invoice.number,
      '620520',
      '6211',
      'Taxable value: ₹7,540.00',
      'IGST: ₹1,053.00',
      'Total: ₹8,593.00',
      'Rupees Eight Thousand Five Hundred Ninety-Three Only',
      'Reverse charge: No',
      'Place of supply: Maharashtra (code 27)',
    ])
      expect(text).toContain(expected);
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const [row] = await server.db.select().from(taxDocuments).where(eq(taxDocuments.id, invoice.id));
    expect(row?.pdfKey).toMatch(/^tax-documents\/.+\.pdf$/);
    expect(await readdir(join(server.config.dataDir, 'uploads', 'tax-documents'))).toHaveLength(1);
    const again = await get(`/api/invoices/${invoice.id}/pdf`);
    expect(again.rawPayload.equals(response.rawPayload)).toBe(true);
  });

  it('prints CGST and SGST for a same-state invoice', async () => {
    const order = await acceptedOrder(server.app, s.token, s.local, [{ productId: s.tee.id, quantity: 3 }]);
    const invoice = await dispatchAll(order);
    const text = await pdfText((await get(`/api/invoices/${invoice.id}/pdf`)).rawPayload);
    expect(text).toContain('CGST: ₹180.00');
    expect(text).toContain('SGST: ₹180.00');
    expect(text).toContain('GSTIN: Unregistered');
    expect(text).toContain('6109');
  });

  it('answers INV-01 (v1.1) JSON that validates against the portal schema; 409 for an unregistered recipient', async () => {
    const order = await acceptedOrder(server.app, s.token, s.interstate, [
      { productId: s.shirt.id, quantity: 2 },
      { productId: s.kurta.id, quantity: 1 },
    ]);
    const invoice = await dispatchAll(order);
    const response = await get(`/api/invoices/${invoice.id}/e-invoice`);
    expect(response.statusCode).toBe(200);
    const json = response.json();
    expect(validateEInvoice(json), JSON.stringify(validateEInvoice.errors)).toBe(true);
    expect(json).toMatchObject({
      Version: '1.1',
      DocDtls: { Typ: 'INV', No: invoice.number, Dt: '10/10/2025' },
      SellerDtls: { Gstin: s.gstin, Pin: 560058, Stcd: '29' },
      BuyerDtls: { Gstin: s.buyerGstin, Pos: '27', Stcd: '27' },
      ValDtls: { AssVal: 7540, IgstVal: 1053, CgstVal: 0, TotInvVal: 8593 },
    });
    expect(json.ItemList[1]).toMatchObject({
      HsnCd: '6211',
      Qty: 1,
      UnitPrice: 2600,
      Discount: 260,
      AssAmt: 2340,
      GstRt: 5,
    });
    const local = await dispatchAll(
      await acceptedOrder(server.app, s.token, s.local, [{ productId: s.tee.id, quantity: 1 }]),
    );
    const refused = await get(`/api/invoices/${local.id}/e-invoice`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'An e-invoice is made only for a registered recipient: this retailer has no GSTIN',
    );
  });
});

describe('credit notes', () => {
  it('returns at most invoiced minus returned per line, own CN series, same tax split, with or without restock', async () => {
    const stock = async () =>
      (await server.db.select({ n: products.stockQty }).from(products).where(eq(products.id, s.tee.id)))[0]
        ?.n ?? 0;
    const order = await acceptedOrder(server.app, s.token, s.interstate, [
      { productId: s.tee.id, quantity: 10 },
    ]);
    const invoice = await dispatchAll(order);
    const itemId = order.items[0]?.id ?? 0;
    const url = `/api/invoices/${invoice.id}/credit-notes`;
    const before = await stock();
    const first = await post(url, { lines: [{ itemId, quantity: 4 }], restock: true });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      number: 'CN/25-26/0001',
      taxSplit: 'IGST',
      restock: true,
      invoice: { id: invoice.id, number: invoice.number },
      taxableValue: 9600,
      igst: 480,
      total: 10_080,
    });
    expect(await stock()).toBe(before + 4);
    expect((await get(`/api/invoices/${invoice.id}`)).json().returned).toEqual([{ itemId, quantity: 4 }]);
    const tooMany = await post(url, { lines: [{ itemId, quantity: 7 }], restock: true });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toBe('Line 1: only 6 of Cotton Tee can still be returned, 7 asked');
    const unknown = await post(url, { lines: [{ itemId: itemId + 1000, quantity: 1 }], restock: true });
    expect(unknown.json().message).toBe(`Line 1: item ${itemId + 1000} is not on invoice ${invoice.number}`);
    const second = await post(url, { lines: [{ itemId, quantity: 6 }], restock: false });
    expect(second.json().number).toBe('CN/25-26/0002');
    expect(await stock()).toBe(before + 4);
    expect((await post(url, { lines: [{ itemId, quantity: 1 }], restock: false })).statusCode).toBe(400);
    const shown = (await get(`/api/invoices/${invoice.id}`)).json();
    expect(shown.creditNotes.map((n: { number: string }) => n.number)).toEqual([
      'CN/25-26/0001',
      'CN/25-26/0002',
    ]);
    expect(shown.returned).toEqual([{ itemId, quantity: 10 }]);
    const note = await get(`/api/credit-notes/${first.json().id}`);
    expect(note.json().lines[0]).toMatchObject({ itemId, quantity: 4, taxableValue: 9600, igst: 480 });
    const json = (await get(`/api/credit-notes/${first.json().id}/e-invoice`)).json();
    expect(validateEInvoice(json), JSON.stringify(validateEInvoice.errors)).toBe(true);
    expect(json.DocDtls.Typ).toBe('CRN');
    expect(json.RefDtls.PrecDocDtls[0].InvNo).toBe(invoice.number);
    const text = await pdfText((await get(`/api/credit-notes/${first.json().id}/pdf`)).rawPayload);
    expect(text).toContain('CREDIT NOTE');
    expect(text).toContain(`Against invoice ${invoice.number}`);
  });
});

describe('order history', () => {
  it('records who did what and when for every change, and keeps DELETED after the order is gone', async () => {
    const order = await acceptedOrder(server.app, s.token, s.interstate, [
      { productId: s.tee.id, quantity: 10 },
    ]);
    const itemId = order.items[0]?.id ?? 0;
    const dispatched = await postDispatch(
      server.app,
      s.token,
      order.id,
      dispatchBody(TODAY, [{ itemId, quantity: 6 }]),
    );
    const invoice = dispatched.json().invoice;
    await post(`/api/orders/${order.id}/cancel-remaining`);
    await post(`/api/invoices/${invoice.id}/credit-notes`, {
      lines: [{ itemId, quantity: 1 }],
      restock: true,
    });
    const history = (await get(`/api/orders/${order.id}/history`)).json().events;
    expect(history.map((e: { kind: string }) => e.kind)).toEqual([
      'CREATED',
      'ACCEPTED',
      'DISPATCHED',
      'INVOICED',
      'REMAINDER_CANCELLED',
      'CREDIT_NOTE',
    ]);
    expect(history[3]).toMatchObject({
      summary: `Tax invoice ${invoice.number} issued`,
      documentId: invoice.id,
    });
    expect(history[2].summary).toBe(
      `Dispatched 6 pieces on ${TODAY} by VRL Logistics, LR LR-4411, vehicle KA01AB1234`,
    );
    expect(history[4].summary).toBe('Remainder cancelled: 4 pieces returned to stock');
    expect(history[0].by.name).toMatch(/^Test MANUFACTURER/);
    expect(history[0].at).toBe(server.clock().toISOString());

    const rejected = await post('/api/orders', {
      retailerId: s.local,
      items: [{ productId: s.tee.id, quantity: 1 }],
    });
    const id = rejected.json().id;
    await callApi(server.app, {
      method: 'PATCH',
      url: `/api/orders/${id}/status`,
      token: s.token,
      body: { status: 'REJECTED' },
    });
    expect(
      (await callApi(server.app, { method: 'DELETE', url: `/api/orders/${id}`, token: s.token })).statusCode,
    ).toBe(204);
    const kept = await server.db.select().from(orderEvents).where(eq(orderEvents.orderId, id));
    expect(kept.map((e) => e.kind)).toEqual(['CREATED', 'REJECTED', 'DELETED']);
    expect((await get(`/api/orders/${id}/history`)).statusCode).toBe(404);
  });
});

describe('invoice list and the accountant CSV', () => {
  it('filters by month and retailer, newest first, and exports one GSTR-1 row per invoice and rate', async () => {
    const order = await acceptedOrder(server.app, s.token, s.interstate, [
      { productId: s.shirt.id, quantity: 1 },
      { productId: s.kurta.id, quantity: 1 },
    ]);
    const invoice = await dispatchAll(order);
    const page = (await get(`/api/invoices?month=2025-10&retailerId=${s.interstate}`)).json();
    expect(page.invoices[0]).toEqual({
      id: invoice.id,
      number: invoice.number,
      date: TODAY,
      orderId: order.id,
      retailer: { id: s.interstate, name: expect.stringMatching(/^Sharma Garments/) },
      taxableValue: 4940,
      tax: 585,
      total: 5525,
      // No terms: due on its date (product.md §16).
      dueDate: TODAY,
      amountDue: 5525,
      paymentStatus: 'UNPAID',
    });
    expect(page.invoices.every((i: { retailer: { id: number } }) => i.retailer.id === s.interstate)).toBe(
      true,
    );
    expect((await get('/api/invoices?month=2025-09')).json().invoices).toEqual([]);
    expect((await get('/api/invoices?month=2025-13')).statusCode).toBe(400);
    const csv = await get('/api/invoices/export?month=2025-10');
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    expect(lines[0]).toBe(INVOICE_EXPORT_COLUMNS.join(','));
    const rows = lines.filter((line) => line.includes(`,${invoice.number},`));
    expect(rows).toEqual([
      `${s.buyerGstin},${invoice.recipient.name},${invoice.number},10-10-2025,5525.00,27-Maharashtra,N,5.00,2340.00,117.00,0.00,0.00`,
      `${s.buyerGstin},${invoice.recipient.name},${invoice.number},10-10-2025,5525.00,27-Maharashtra,N,18.00,2600.00,468.00,0.00,0.00`,
    ]);
    expect((await get('/api/invoices/export')).statusCode).toBe(400);
  });
});
