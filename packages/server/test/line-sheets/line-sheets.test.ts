import { execFileSync } from 'node:child_process';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../src/db/schema';
import { createList, listBody, type PricingTenant, pricingTenant } from '../price-lists/price-support';
import { otherManufacturer, selfRegisteredRetailer } from '../retail/retail-support';
import { callApi } from '../support/fixtures';
import { startTestServer, type TestServer } from '../support/test-app';
import { HOUR } from '../support/test-clock';

let server: TestServer;
let t: PricingTenant;
beforeAll(async () => {
  server = await startTestServer({ lineSheetAddressRule: { limit: 10_000, windowMs: 60_000 } });
  t = await pricingTenant(server);
  // Retailer A's own list prices the kurta at ₹340; B (same type, no list of its own) pays the base ₹400.
  await createList(
    server.app,
    t.token,
    listBody({
      name: 'A-contract',
      retailerIds: [t.a],
      rows: [
        { productId: t.kurta, variantId: null, price: 340, minQty: 1 },
        { productId: t.kurta, variantId: null, price: 320, minQty: 100 },
      ],
    }),
  );
});
afterAll(() => server?.close());

const api = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown, token = t.token) =>
  callApi(server.app, { method, url: `/api${url}`, token, body });
const publicView = (token: string, userAgent = 'Mozilla/5.0 (iPhone; test)') =>
  server.app.inject({
    method: 'GET',
    url: `/api/public/line-sheets/${token}`,
    headers: { 'user-agent': userAgent },
  });

const sheetBody = (overrides: Record<string, unknown> = {}) => ({
  name: 'Winter 26',
  note: 'Festive styles',
  deliveryFrom: '2025-09-01',
  deliveryTo: '2025-10-15',
  orderBy: '2025-07-31',
  stockDisplay: 'bands',
  lowStockBelow: 20,
  productIds: [t.kurta, t.cap],
  ...overrides,
});

const newSheet = async (overrides: Record<string, unknown> = {}) => {
  const response = await api('POST', '/line-sheets', sheetBody(overrides));
  expect(response.statusCode).toBe(201);
  return response.json<{ id: number }>();
};

type Share = { id: number; retailerId: number; token: string; url: string; whatsappUrl: string };
const share = async (id: number, retailerIds: number[], expiresAt?: string) => {
  const response = await api('POST', `/line-sheets/${id}/shares`, { retailerIds, expiresAt });
  expect(response.statusCode).toBe(201);
  return response.json<{ shares: Share[] }>().shares;
};

/** The text of a PDF as poppler's pdftotext reads it. */
const pdfText = async (bytes: Buffer) => {
  const dir = await mkdtemp(join(tmpdir(), 'line-sheet-pdf-'));
  const file = join(dir, 'sheet.pdf');
  await writeFile(file, bytes);
  return execFileSync('pdftotext', ['-layout', file, '-']).toString('utf8');
};

describe('line sheets CRUD', () => {
  it('creates, reads, lists, changes and deletes a sheet, keeping its products in order', async () => {
    const created = await api('POST', '/line-sheets', sheetBody({ productIds: [t.cap, t.kurta] }));
    expect(created.statusCode).toBe(201);
    const sheet = created.json();
    expect(sheet).toMatchObject({ ...sheetBody({ productIds: [t.cap, t.kurta] }), id: expect.any(Number) });
    expect((await api('GET', `/line-sheets/${sheet.id}`)).json()).toEqual(sheet);
    const page = (await api('GET', '/line-sheets?q=winter')).json();
    expect(page).toMatchObject({ page: 1, pageSize: 20, hasNext: false });
    expect(page.lineSheets[0]).toMatchObject({ id: sheet.id, productCount: 2, shareCount: 0 });
    const changed = await api(
      'PUT',
      `/line-sheets/${sheet.id}`,
      sheetBody({ name: 'Winter 26 B', productIds: [t.kurta] }),
    );
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ name: 'Winter 26 B', productIds: [t.kurta] });
    expect((await api('DELETE', `/line-sheets/${sheet.id}`)).statusCode).toBe(204);
    expect((await api('GET', `/line-sheets/${sheet.id}`)).statusCode).toBe(404);
  });

  it("refuses another manufacturer's products, bad dates and another manufacturer's sheet", async () => {
    const other = await otherManufacturer(server.app, server.db);
    const foreign = await api('POST', '/line-sheets', sheetBody({ productIds: [t.kurta] }), other.token);
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().message).toBe(`Product ${t.kurta} is not one of your products`);
    const dates = await api('POST', '/line-sheets', sheetBody({ deliveryTo: '2025-08-01' }));
    expect(dates.statusCode).toBe(400);
    expect(dates.json().message).toMatch(/Delivery to must not be before delivery from/);
    const sheet = await newSheet();
    expect((await api('GET', `/line-sheets/${sheet.id}`, undefined, other.token)).statusCode).toBe(404);
    expect((await api('GET', `/line-sheets/${sheet.id}/shares`, undefined, other.token)).statusCode).toBe(
      404,
    );
    expect(
      (await api('POST', `/line-sheets/${sheet.id}/shares`, { retailerIds: [t.a] }, other.token)).statusCode,
    ).toBe(404);
  });
});

describe('sharing a sheet', () => {
  it('gives each retailer its own unguessable link, its WhatsApp message, and keeps no token', async () => {
    const sheet = await newSheet();
    const shares = await share(sheet.id, [t.a, t.b, t.c]);
    expect(shares).toHaveLength(3);
    const tokens = shares.map((s) => s.token);
    expect(new Set(tokens).size).toBe(3);
    for (const token of tokens) {
      // 32 random bytes as base64url: 43 characters, 256 bits (product.md §17 asks at least 128).
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    }
    // Bits differ across tokens about half the time: nothing fixed, nothing counted up.
    const bits = tokens.map((token) =>
      [...Buffer.from(token, 'base64url')].map((byte) => byte.toString(2).padStart(8, '0')).join(''),
    );
    const differing = [...(bits[0] ?? '')].filter((bit, i) => bit !== bits[1]?.[i]).length;
    expect(differing).toBeGreaterThan(80);
    expect(differing).toBeLessThan(176);

    const first = shares.find((s) => s.retailerId === t.a) as Share;
    expect(first.url).toMatch(/^http:\/\/localhost(:80)?\/l\//);
    expect(first.url.endsWith(`/l/${first.token}`)).toBe(true);
    const whatsapp = new URL(first.whatsappUrl);
    expect(whatsapp.origin).toBe('https://wa.me');
    expect(whatsapp.pathname).toMatch(/^\/91\d{10}$/);
    const text = whatsapp.searchParams.get('text') ?? '';
    expect(text).toContain('Winter 26');
    expect(text).toContain('31/07/2025');
    expect(text).toContain(first.url);

    const listed = (await api('GET', `/line-sheets/${sheet.id}/shares`)).json().shares;
    expect(listed).toHaveLength(3);
    expect(listed[0]).toMatchObject({ token: null, url: null, whatsappUrl: null, views: 0, revokedAt: null });
    const stored = await server.db.execute(
      sql`select * from line_sheet_shares where line_sheet_id = ${sheet.id}`,
    );
    expect(JSON.stringify(stored)).not.toContain(first.token);
  });

  it('refuses a retailer that is not linked (ACCEPTED), naming it, and shares with nobody', async () => {
    const sheet = await newSheet();
    const stranger = await selfRegisteredRetailer(server.app, server.db);
    const response = await api('POST', `/line-sheets/${sheet.id}/shares`, {
      retailerIds: [t.a, stranger.id],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(`Retailer ${stranger.id} is not one of your accepted retailers`);
    expect((await api('GET', `/line-sheets/${sheet.id}/shares`)).json().shares).toEqual([]);
  });
});

describe('the A4 PDF', () => {
  it("carries the sheet's name and the retailer's prices, for the manufacturer and from the link", async () => {
    const sheet = await newSheet();
    const own = await server.app.inject({
      method: 'GET',
      url: `/api/line-sheets/${sheet.id}/pdf?retailerId=${t.a}`,
      headers: { authorization: `Bearer ${t.token}` },
    });
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('application/pdf');
    const text = await pdfText(own.rawPayload);
    expect(text).toContain('Winter 26');
    expect(text).toContain('₹340.00');
    expect(text).toContain('A-contract');

    const [link] = await share(sheet.id, [t.b]);
    const fromLink = await server.app.inject({
      method: 'GET',
      url: `/api/public/line-sheets/${(link as Share).token}/pdf`,
    });
    expect(fromLink.statusCode).toBe(200);
    const linkText = await pdfText(fromLink.rawPayload);
    expect(linkText).toContain('Winter 26');
    expect(linkText).toContain('₹400.00');
    expect(linkText).not.toContain('₹340.00');

    const stranger = await selfRegisteredRetailer(server.app, server.db);
    const refused = await api('GET', `/line-sheets/${sheet.id}/pdf?retailerId=${stranger.id}`);
    expect(refused.statusCode).toBe(400);
  });
});

describe("the buyer's view", () => {
  it("carries that retailer's prices and nothing of another's", async () => {
    const sheet = await newSheet();
    const shares = await share(sheet.id, [t.a, t.b]);
    const forA = shares.find((s) => s.retailerId === t.a) as Share;
    const forB = shares.find((s) => s.retailerId === t.b) as Share;

    const a = await publicView(forA.token);
    expect(a.statusCode).toBe(200);
    expect(a.headers['x-robots-tag']).toContain('noindex');
    const viewA = a.json();
    expect(viewA.sheet).toEqual({
      name: 'Winter 26',
      note: 'Festive styles',
      deliveryFrom: '2025-09-01',
      deliveryTo: '2025-10-15',
      orderBy: '2025-07-31',
    });
    expect(viewA.products.map((p: { id: number }) => p.id)).toEqual([t.kurta, t.cap]);
    const kurtaA = viewA.products[0];
    expect(kurtaA).toMatchObject({ unitPrice: 340, priceSource: 'A-contract' });
    expect(kurtaA.rungs).toEqual([{ minQty: 100, unitPrice: 320 }]);
    expect(kurtaA.cells.length).toBeGreaterThan(0);
    expect(kurtaA.cells[0]).toMatchObject({ availability: 'in_stock' });
    expect(kurtaA.cells[0].stockLeft).toBeUndefined();

    const viewB = (await publicView(forB.token)).json();
    const kurtaB = viewB.products[0];
    expect(kurtaB).toMatchObject({ unitPrice: 400, priceSource: 'Base price' });
    // B's Discount Rules rung (5 % from 50) and nothing of A's list.
    expect(kurtaB.rungs).toEqual([{ minQty: 50, unitPrice: 380 }]);
    expect(JSON.stringify(viewB)).not.toContain('A-contract');
    expect(JSON.stringify(viewB)).not.toMatch(/\b340\b|\b320\b/);
  });

  it('shows exact stock or bands as the sheet says, and is live: inactive products drop out at once', async () => {
    const sheet = await newSheet({ stockDisplay: 'exact' });
    const [link] = await share(sheet.id, [t.c]);
    const before = (await publicView((link as Share).token)).json();
    expect(before.products[0].cells[0].stockLeft).toEqual(expect.any(Number));
    await server.db.update(products).set({ status: 'Inactive' }).where(eq(products.id, t.cap));
    try {
      const after = (await publicView((link as Share).token)).json();
      expect(after.products.map((p: { id: number }) => p.id)).toEqual([t.kurta]);
    } finally {
      await server.db.update(products).set({ status: 'Active' }).where(eq(products.id, t.cap));
    }
  });

  it('counts each open with its time and device, shown on the shares', async () => {
    const sheet = await newSheet();
    const [link] = await share(sheet.id, [t.a]);
    await publicView((link as Share).token, 'Phone one');
    server.clock.advance(HOUR);
    await publicView((link as Share).token, 'Phone two');
    const [listed] = (await api('GET', `/line-sheets/${sheet.id}/shares`)).json().shares;
    expect(listed).toMatchObject({
      views: 2,
      lastViewedAt: server.clock().toISOString(),
      lastUserAgent: 'Phone two',
    });
  });

  it('answers 404 "This line sheet is no longer available" for unknown, revoked and expired links', async () => {
    const missing = await publicView('A'.repeat(43));
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'This line sheet is no longer available' });
    expect((await publicView('not-a-token')).statusCode).toBe(404);

    const sheet = await newSheet();
    const [link] = await share(sheet.id, [t.a]);
    const revoked = await api('POST', `/line-sheets/${sheet.id}/shares/${(link as Share).id}/revoke`);
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json().revokedAt).toEqual(expect.any(String));
    const afterRevoke = await publicView((link as Share).token);
    expect(afterRevoke.statusCode).toBe(404);
    expect(afterRevoke.json()).toEqual({ message: 'This line sheet is no longer available' });
    const pdf = await server.app.inject({
      method: 'GET',
      url: `/api/public/line-sheets/${(link as Share).token}/pdf`,
    });
    expect(pdf.statusCode).toBe(404);

    // Another sheet's share id answers 404 on revoke.
    const otherSheet = await newSheet();
    expect(
      (await api('POST', `/line-sheets/${otherSheet.id}/shares/${(link as Share).id}/revoke`)).statusCode,
    ).toBe(404);
    // Expiring on the last day it opens (India): the day after, 404.
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(server.clock());
    const [expiring] = await share(sheet.id, [t.a], today);
    expect((await publicView((expiring as Share).token)).statusCode).toBe(200);
    server.clock.advance(24 * HOUR);
    expect((await publicView((expiring as Share).token)).statusCode).toBe(404);
  });

  it('limits the public calls per address', async () => {
    const limited = await startTestServer({ lineSheetAddressRule: { limit: 2, windowMs: 60_000 } });
    try {
      const statuses = [];
      for (let i = 0; i < 3; i += 1)
        statuses.push(
          (await limited.app.inject({ method: 'GET', url: `/api/public/line-sheets/${'B'.repeat(43)}` }))
            .statusCode,
        );
      expect(statuses).toEqual([404, 404, 429]);
    } finally {
      await limited.close();
    }
  });
});
