import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRetailer, otherManufacturer } from '../retail/retail-support';
import { callApi } from '../support/fixtures';
import { startTestServer, type TestServer } from '../support/test-app';
import { type CreditSetup, creditSetup, storedCreditNote, storedInvoice } from './credit-support';

let server: TestServer;
let s: CreditSetup;
beforeAll(async () => {
  server = await startTestServer();
  s = await creditSetup(server.app, server.db);
});
afterAll(() => server?.close());

const freshRetailer = async (name: string) =>
  (await createRetailer(server.app, s.token, { name, state: 'Karnataka', gstin: null })).id;
const invoiceOf = (retailerId: number, total: number, date: string, dueDate = date) =>
  storedInvoice(server.db, { manufacturerId: s.manufacturerId, retailerId, total, date, dueDate });

describe('receivables and ageing (the test clock stands on 02/06/2025)', () => {
  it('buckets what each invoice owes by days past due, largest overdue first, with totals and CSV', async () => {
    const late = await freshRetailer('Late Traders');
    await invoiceOf(late, 100, '2025-05-27', '2025-06-10'); // not yet due
    await invoiceOf(late, 200, '2025-04-20', '2025-05-20'); // 13 days
    await invoiceOf(late, 300, '2025-03-21', '2025-04-20'); // 43 days
    await invoiceOf(late, 400, '2025-02-18', '2025-03-20'); // 74 days
    await invoiceOf(late, 500, '2024-12-02', '2025-01-01'); // 152 days
    const small = await freshRetailer('Small Shop');
    await invoiceOf(small, 50, '2025-05-01', '2025-05-31'); // 2 days
    const answer = await s.api('GET', '/api/receivables');
    expect(answer.statusCode).toBe(200);
    const body = answer.json();
    expect(body.asOf).toBe('2025-06-02');
    const ids = body.rows.map((row: { retailerId: number }) => row.retailerId);
    expect(ids.indexOf(late)).toBeLessThan(ids.indexOf(small));
    const row = body.rows.find((r: { retailerId: number }) => r.retailerId === late);
    expect(row).toMatchObject({
      name: 'Late Traders',
      outstanding: 1500,
      overdue: 1400,
      advance: 0,
      buckets: { notDue: 100, d1to30: 200, d31to60: 300, d61to90: 400, over90: 500 },
    });
    const sum = (key: 'outstanding' | 'overdue') =>
      body.rows.reduce((total: number, r: Record<string, number>) => total + (r[key] ?? 0), 0);
    expect(body.totals.outstanding).toBeCloseTo(sum('outstanding'), 2);
    expect(body.totals.overdue).toBeCloseTo(sum('overdue'), 2);

    const one = (await s.api('GET', `/api/receivables?retailerId=${small}`)).json();
    expect(one.rows).toEqual([expect.objectContaining({ retailerId: small, overdue: 50 })]);

    const csv = await s.api('GET', '/api/receivables/export');
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toMatch(/text\/csv/);
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    expect(lines[0]).toBe(
      'Retailer,Mobile,Outstanding,Overdue,Not yet due,1-30 days,31-60 days,61-90 days,Over 90 days,Advance',
    );
    expect(
      lines.some(
        (line) =>
          line.startsWith('Late Traders,') &&
          line.includes(',1500.00,1400.00,100.00,200.00,300.00,400.00,500.00,0.00'),
      ),
    ).toBe(true);
    expect(lines.at(-1)).toMatch(/^Total,,/);

    const dashboard = (await s.api('GET', '/api/manufacturer/dashboard')).json();
    expect(dashboard.outstanding).toBeCloseTo(body.totals.outstanding, 2);
    expect(dashboard.overdue).toBeCloseTo(body.totals.overdue, 2);
    expect(dashboard.orderStatusSummary.map((r: { status: string }) => r.status)).toContain('ON_HOLD');
  });
});

describe('statement of account', () => {
  it('opening balance, every entry with a running balance equal to the sum of the entries, closing balance', async () => {
    const retailerId = await freshRetailer('Ledger Stores');
    await invoiceOf(retailerId, 1000, '2025-04-10');
    await s.pay({ retailerId, amount: 400, date: '2025-04-20' });
    const second = await invoiceOf(retailerId, 2500.5, '2025-05-05', '2025-06-04');
    await storedCreditNote(server.db, second, {
      manufacturerId: s.manufacturerId,
      retailerId,
      total: 500,
      date: '2025-05-10',
    });
    const cheque = (
      await s.pay({ retailerId, amount: 1000, date: '2025-05-20', mode: 'CHEQUE', reference: 'CHQ 77' })
    ).json();
    await s.api('POST', `/api/payments/${cheque.id}/reverse`, { note: 'Cheque bounced' });
    const answer = await s.api(
      'GET',
      `/api/manufacturer/retailers/${retailerId}/statement?from=2025-05-01&to=2025-06-02`,
    );
    expect(answer.statusCode).toBe(200);
    const statement = answer.json();
    expect(statement.opening).toBe(600);
    expect(statement.entries.map((e: { kind: string }) => e.kind)).toEqual([
      'INVOICE',
      'CREDIT_NOTE',
      'PAYMENT',
      'REVERSAL',
    ]);
    let running = statement.opening;
    for (const entry of statement.entries) {
      running = Math.round((running + entry.debit - entry.credit) * 100) / 100;
      expect(entry.balance).toBe(running);
    }
    expect(statement.closing).toBe(running);
    expect(statement.closing).toBe(2600.5);
    expect(statement.amountDue).toBe(2600.5);
    expect(statement.entries[2]).toMatchObject({ number: 'CHQ 77', credit: 1000 });

    const pdf = await s.api('GET', `/api/manufacturer/retailers/${retailerId}/statement/pdf?from=2025-05-01`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it("a private link opens only that retailer's statement PDF, with no session, until revoked", async () => {
    const retailerId = await freshRetailer('Link Mart');
    await invoiceOf(retailerId, 750, '2025-05-15');
    const made = await s.api('POST', `/api/manufacturer/retailers/${retailerId}/statement/links`, {
      from: '2025-04-01',
    });
    expect(made.statusCode).toBe(201);
    const link = made.json();
    expect(link).toMatchObject({ retailerId, from: '2025-04-01', to: '2025-06-02', revokedAt: null });
    expect(link.path).toMatch(/^\/api\/statement-links\/[A-Za-z0-9_-]{43}\/pdf$/);
    const opened = await callApi(server.app, { method: 'GET', url: link.path });
    expect(opened.statusCode).toBe(200);
    expect(opened.headers['content-type']).toBe('application/pdf');
    const guessed = await callApi(server.app, {
      method: 'GET',
      url: link.path.replace(/links\/.{4}/, 'links/AAAA'),
    });
    expect(guessed.statusCode).toBe(404);
    const other = await otherManufacturer(server.app, server.db);
    const theirRevoke = await callApi(server.app, {
      method: 'POST',
      url: `/api/manufacturer/statement-links/${link.id}/revoke`,
      token: other.token,
    });
    expect(theirRevoke.statusCode).toBe(404);
    const revoked = await s.api('POST', `/api/manufacturer/statement-links/${link.id}/revoke`);
    expect(revoked.json().revokedAt).not.toBeNull();
    expect((await callApi(server.app, { method: 'GET', url: link.path })).statusCode).toBe(404);
    const listedLinks = (
      await s.api('GET', `/api/manufacturer/retailers/${retailerId}/statement/links`)
    ).json();
    expect(listedLinks.links[0].id).toBe(link.id);
  });
});
