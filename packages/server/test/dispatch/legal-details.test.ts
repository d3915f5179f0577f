import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi, tokenFor } from '../support/fixtures';
import { ADMIN, DEMO, startTestServer, type TestServer } from '../support/test-app';

let server: TestServer;
let admin: string;
let demo: string;
beforeAll(async () => {
  server = await startTestServer();
  admin = await tokenFor(server.app, ADMIN.email, ADMIN.password);
  demo = await tokenFor(server.app, DEMO.email, DEMO.password);
});
afterAll(() => server?.close());

const call = (method: 'GET' | 'POST' | 'PUT', url: string, token: string, body?: unknown) =>
  callApi(server.app, { method, url, token, body });

const rule = { hsnPrefix: '6109', effectiveFrom: '2026-04-01', minUnitValue: 0, maxUnitValue: 3000, rate: 5 };

describe('tax rates (super admin)', () => {
  it('lists the seeded apparel rules with the date each applies from', async () => {
    const response = await call('GET', '/api/admin/tax-rates', admin);
    expect(response.statusCode).toBe(200);
    const rules = response.json().taxRates;
    expect(rules).toHaveLength(12);
    expect(rules.filter((r: { hsnPrefix: string }) => r.hsnPrefix === '61')).toEqual([
      {
        id: expect.any(Number),
        hsnPrefix: '61',
        effectiveFrom: '2025-09-22',
        validTo: null,
        minUnitValue: 0,
        maxUnitValue: 2500,
        rate: 5,
      },
      {
        id: expect.any(Number),
        hsnPrefix: '61',
        effectiveFrom: '2025-09-22',
        validTo: null,
        minUnitValue: 2500.01,
        maxUnitValue: null,
        rate: 18,
      },
      {
        id: expect.any(Number),
        hsnPrefix: '61',
        effectiveFrom: '2017-07-01',
        validTo: null,
        minUnitValue: 0,
        maxUnitValue: 1000,
        rate: 5,
      },
      {
        id: expect.any(Number),
        hsnPrefix: '61',
        effectiveFrom: '2017-07-01',
        validTo: null,
        minUnitValue: 1000.01,
        maxUnitValue: null,
        rate: 12,
      },
    ]);
  });

  it('adds and corrects a rule; refuses bad bands, a duplicate, an unknown id and other roles', async () => {
    const created = await call('POST', '/api/admin/tax-rates', admin, rule);
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject(rule);
    const id = created.json().id;
    const updated = await call('PUT', `/api/admin/tax-rates/${id}`, admin, { ...rule, rate: 12.5 });
    expect(updated.json()).toMatchObject({ id, rate: 12.5 });
    const duplicate = await call('POST', '/api/admin/tax-rates', admin, { ...rule, rate: 18 });
    expect(duplicate.statusCode).toBe(409);
    const cases: [unknown, string][] = [
      [{ ...rule, hsnPrefix: '6' }, 'HSN prefix must be 2 to 8 digits'],
      [{ ...rule, maxUnitValue: -1 }, 'Highest value per piece must not be negative'],
      [{ ...rule, minUnitValue: 5000 }, 'Highest value per piece must not be below the lowest'],
      [{ ...rule, rate: 101 }, 'Rate must be at most 100'],
      [{ ...rule, effectiveFrom: '2026-02-30' }, 'Effective from is not a valid date'],
    ];
    for (const [body, message] of cases) {
      const response = await call('POST', '/api/admin/tax-rates', admin, body);
      expect(response.statusCode, message).toBe(400);
      expect(response.json().message).toBe(message);
    }
    expect((await call('PUT', '/api/admin/tax-rates/999999', admin, rule)).statusCode).toBe(404);
    expect((await call('GET', '/api/admin/tax-rates', demo)).statusCode).toBe(403);
    expect((await call('POST', '/api/admin/tax-rates', demo, rule)).statusCode).toBe(403);
  });
});

describe('profile: the legal details invoices print', () => {
  const user = { name: 'Demo Manufacturer', email: DEMO.email, mobile: DEMO.mobile };
  const company = {
    name: 'Demo Apparel Co',
    address: '12 Textile Market Road',
    city: 'Mumbai',
    state: 'Maharashtra',
  };

  it('saves a PIN code and an invoice prefix (upper-cased), keeps them when absent, clears them when blank', async () => {
    const saved = await call('PUT', '/api/auth/profile', demo, {
      user,
      manufacturer: { ...company, pinCode: '400001', invoicePrefix: 'dac' },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().manufacturer).toMatchObject({ pinCode: '400001', invoicePrefix: 'DAC' });
    const kept = await call('PUT', '/api/auth/profile', demo, { user, manufacturer: company });
    expect(kept.json().manufacturer).toMatchObject({ pinCode: '400001', invoicePrefix: 'DAC' });
    const cleared = await call('PUT', '/api/auth/profile', demo, {
      user,
      manufacturer: { ...company, pinCode: '', invoicePrefix: '' },
    });
    expect(cleared.json().manufacturer).toMatchObject({ pinCode: null, invoicePrefix: null });
  });

  it('refuses a bad PIN code or prefix with its message', async () => {
    const pin = await call('PUT', '/api/auth/profile', demo, {
      user,
      manufacturer: { ...company, pinCode: '012345' },
    });
    expect(pin.statusCode).toBe(400);
    expect(pin.json().message).toBe('PIN code must be 6 digits, not starting with 0');
    const prefix = await call('PUT', '/api/auth/profile', demo, {
      user,
      manufacturer: { ...company, invoicePrefix: 'AB/C' },
    });
    expect(prefix.json().message).toBe(
      'Invoice prefix must be 1 to 4 letters or digits, starting with a letter',
    );
  });

  it('dispatch needs the profile complete: 409 naming what a tax invoice needs', async () => {
    const orders = (await call('GET', '/api/orders?status=ACCEPTED', demo)).json().orders;
    const order = (await call('GET', `/api/orders/${orders[0].id}`, demo)).json();
    const response = await call('POST', `/api/orders/${order.id}/dispatches`, demo, {
      date: server.clock().toISOString().slice(0, 10),
      transporter: 'VRL',
      lines: [{ itemId: order.items[0].id, quantity: 1 }],
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(
      'Complete My Profile before dispatching: a tax invoice needs your GSTIN, an Indian state and a PIN code',
    );
  });
});
