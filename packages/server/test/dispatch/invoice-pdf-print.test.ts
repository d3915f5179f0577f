import { execFileSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Invoice } from '@apparel/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderTaxDocumentPdf } from '../../src/modules/invoices/document-pdf';
import { warmUpSample } from '../../src/modules/invoices/pdf-warm-up';
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

/** The text of a PDF as poppler's pdftotext reads it, its layout kept (columns on one line). */
const pdfText = async (pdf: Buffer): Promise<string> => {
  const dir = await mkdtemp(join(tmpdir(), 'invoice-print-'));
  await writeFile(join(dir, 'document.pdf'), pdf);
  const text = execFileSync('pdftotext', ['-layout', join(dir, 'document.pdf'), '-']).toString('utf8');
  await rm(dir, { recursive: true, force: true });
  return text;
};

const short = (invoice: Invoice): Invoice => ({ ...invoice, lines: invoice.lines.slice(0, 2) });

describe('the printed invoice (Rule 46 and Rule 48)', () => {
  it('prints the rate of each tax head: CGST 2.5 % and SGST 2.5 % within a state', async () => {
    const text = await pdfText(await renderTaxDocumentPdf(short(warmUpSample())));
    // Narrow columns: each "%" of the rate titles wraps under its "CGST" or "SGST".
    expect(text).toMatch(/Taxable\s+CGST\s+CGST\s+SGST\s+SGST\s+Total\n\s+%\s+%\n/);
    expect(text).not.toContain('GST %');
    expect(text).toMatch(/2\.5\s+367\.26\s+2\.5\s+367\.26/);
    expect(text).toMatch(/HSN 62052000: [^\n]*CGST 2\.5 % [\d,.]+, SGST 2\.5 % [\d,.]+/);
  });

  it('prints IGST 5 % across states', async () => {
    const sample = short(warmUpSample());
    const igst: Invoice = {
      ...sample,
      taxSplit: 'IGST',
      lines: sample.lines.map((l) => ({ ...l, cgst: 0, sgst: 0, igst: 734.53 })),
    };
    const text = await pdfText(await renderTaxDocumentPdf(igst));
    expect(text).toMatch(/IGST %\s+IGST/);
    expect(text).toMatch(/\b5\s+734\.53/);
    expect(text).not.toContain('CGST %');
  });

  it('says which copy it is: the original for the recipient, and on request the other two', async () => {
    const invoice = short(warmUpSample());
    expect(await pdfText(await renderTaxDocumentPdf(invoice))).toContain('Original for Recipient');
    const duplicate = await renderTaxDocumentPdf(invoice, 'duplicate');
    expect(await pdfText(duplicate)).toContain('Duplicate for Transporter');
    expect(await pdfText(await renderTaxDocumentPdf(invoice, 'triplicate'))).toContain(
      'Triplicate for Supplier',
    );
    expect((await renderTaxDocumentPdf(invoice, 'duplicate')).equals(duplicate)).toBe(true);
  });
});

describe('GET /invoices/{id}/pdf', () => {
  let server: TestServer;
  let s: InvoicingSetup;
  beforeAll(async () => {
    server = await startTestServer();
    server.clock.advance(130 * 24 * HOUR); // 2025-10-10
    s = await invoicingSetup(server.app, server.db);
  });
  afterAll(() => server?.close());

  it("prints the recipient's delivery address, and answers the copy asked for", async () => {
    const order = await acceptedOrder(server.app, s.token, s.interstate, [
      { productId: s.tee.id, quantity: 2 },
    ]);
    const items = order.items.map((i) => ({ itemId: i.id, quantity: i.quantity }));
    const dispatched = await postDispatch(server.app, s.token, order.id, dispatchBody('2025-10-10', items));
    expect(dispatched.statusCode).toBe(201);
    const id = dispatched.json().invoice.id;
    const invoice = await callApi(server.app, { method: 'GET', url: `/api/invoices/${id}`, token: s.token });
    expect(invoice.json().recipient.deliveryAddress).toMatch(/^Sharma Outlet \d+, 15 MG Road$/);

    const get = (query: string) =>
      callApi(server.app, { method: 'GET', url: `/api/invoices/${id}/pdf${query}`, token: s.token });
    const original = await pdfText((await get('')).rawPayload);
    expect(original).toContain('Original for Recipient');
    expect(original).toMatch(/Delivery address: Sharma Outlet \d+, 15 MG Road/);
    expect(original).toMatch(/IGST %\s+IGST/);
    const duplicate = await get('?copy=duplicate');
    expect(duplicate.statusCode).toBe(200);
    expect(duplicate.headers['content-disposition']).toContain('-duplicate.pdf');
    expect(await pdfText(duplicate.rawPayload)).toContain('Duplicate for Transporter');
    const wrong = await get('?copy=fourth');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('copy must be one of original, duplicate, triplicate');
  });
});
