import { TAX_RATE_MSG } from '@apparel/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi, tokenFor } from '../support/fixtures';
import { ADMIN, startTestServer, type TestServer } from '../support/test-app';
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
let admin: string;
beforeAll(async () => {
  server = await startTestServer();
  s = await invoicingSetup(server.app, server.db);
});
afterAll(() => server?.close());

type Rule = { id: number; hsnPrefix: string; effectiveFrom: string; minUnitValue: number; rate: number };
const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown) =>
  callApi(server.app, { method, url, token: admin, body });
const rules = async (): Promise<Rule[]> => (await call('GET', '/api/admin/tax-rates')).json().taxRates;
const rule = { hsnPrefix: '61', effectiveFrom: '2025-09-22', minUnitValue: 100, maxUnitValue: 200, rate: 12 };

describe('tax rate rules: no overlapping bands, used rules closed rather than deleted', () => {
  it('refuses a band overlapping another of the same prefix and date, naming the clash', async () => {
    admin = await tokenFor(server.app, ADMIN.email, ADMIN.password);
    const before = await rules();
    const clash = await call('POST', '/api/admin/tax-rates', rule);
    expect(clash.statusCode).toBe(409);
    expect(clash.json().message).toBe(
      'This band overlaps the 5% rule for HSN 61 from 22/09/2025 (₹0.00 to ₹2,500.00): bands of one HSN prefix and date must not overlap',
    );
    const openEnded = await call('POST', '/api/admin/tax-rates', {
      ...rule,
      minUnitValue: 3000,
      maxUnitValue: null,
    });
    expect(openEnded.json().message).toBe(
      'This band overlaps the 18% rule for HSN 61 from 22/09/2025 (₹2,500.01 and above): bands of one HSN prefix and date must not overlap',
    );
    expect(await rules()).toEqual(before);

    // Another date or prefix is no clash; a rule is never its own clash when corrected.
    const later = await call('POST', '/api/admin/tax-rates', { ...rule, effectiveFrom: '2026-04-01' });
    expect(later.statusCode).toBe(201);
    const next = await call('POST', '/api/admin/tax-rates', {
      ...rule,
      effectiveFrom: '2026-04-01',
      minUnitValue: 200.01,
      maxUnitValue: null,
    });
    expect(next.statusCode).toBe(201);
    const corrected = await call('PUT', `/api/admin/tax-rates/${later.json().id}`, {
      ...rule,
      effectiveFrom: '2026-04-01',
      rate: 5,
    });
    expect(corrected.json()).toMatchObject({ rate: 5, validTo: null });
    const widened = await call('PUT', `/api/admin/tax-rates/${later.json().id}`, {
      ...rule,
      effectiveFrom: '2026-04-01',
      maxUnitValue: 500,
    });
    expect(widened.statusCode).toBe(409);
    expect(widened.json().message).toContain(
      'overlaps the 12% rule for HSN 61 from 01/04/2026 (₹200.01 and above)',
    );
  });

  it('deletes a rule no document used; a used one only closes with a valid-to date', async () => {
    const unused = await call('POST', '/api/admin/tax-rates', {
      ...rule,
      hsnPrefix: '6203',
      effectiveFrom: '2026-04-01',
    });
    expect((await call('DELETE', `/api/admin/tax-rates/${unused.json().id}`)).statusCode).toBe(204);
    expect((await rules()).some((r) => r.id === unused.json().id)).toBe(false);
    expect((await call('DELETE', `/api/admin/tax-rates/${unused.json().id}`)).statusCode).toBe(404);

    // ₹2,400 a piece of HSN 6109 on 10/10/2025: the 5 % rule of 61 from 22/09/2025 taxes it.
    server.clock.advance(130 * 24 * HOUR); // 2025-10-10
    s.token = await s.login();
    admin = await tokenFor(server.app, ADMIN.email, ADMIN.password);
    const order = await acceptedOrder(server.app, s.token, s.local, [{ productId: s.tee.id, quantity: 2 }]);
    const dispatched = await postDispatch(
      server.app,
      s.token,
      order.id,
      dispatchBody('2025-10-10', [{ itemId: order.items[0]?.id ?? 0, quantity: 2 }]),
    );
    expect(dispatched.statusCode).toBe(201);
    const used = (await rules()).find(
      (r) => r.hsnPrefix === '61' && r.effectiveFrom === '2025-09-22' && r.minUnitValue === 0,
    );
    if (!used) throw new Error('the seeded rule is missing');
    const usedForm = {
      hsnPrefix: '61',
      effectiveFrom: '2025-09-22',
      minUnitValue: 0,
      maxUnitValue: 2500,
      rate: 5,
    };

    const deleted = await call('DELETE', `/api/admin/tax-rates/${used.id}`);
    expect(deleted.statusCode).toBe(409);
    expect(deleted.json().message).toBe(TAX_RATE_MSG.used);
    const changed = await call('PUT', `/api/admin/tax-rates/${used.id}`, { ...usedForm, rate: 12 });
    expect(changed.statusCode).toBe(409);
    expect(changed.json().message).toBe(TAX_RATE_MSG.usedChange);
    const tooEarly = await call('PUT', `/api/admin/tax-rates/${used.id}`, {
      ...usedForm,
      validTo: '2025-10-09',
    });
    expect(tooEarly.statusCode).toBe(400);
    expect(tooEarly.json().message).toBe(
      'Valid to must not be before 10/10/2025, the date of the last document taxed by this rate',
    );
    const closed = await call('PUT', `/api/admin/tax-rates/${used.id}`, {
      ...usedForm,
      validTo: '2025-10-10',
    });
    expect(closed.statusCode).toBe(200);
    expect(closed.json()).toMatchObject({ id: used.id, rate: 5, validTo: '2025-10-10' });

    // Closed: from the next day no rule of 61 from 22/09/2025 holds ₹2,400, so a dispatch is refused.
    server.clock.advance(24 * HOUR);
    s.token = await s.login();
    const after = await acceptedOrder(server.app, s.token, s.local, [{ productId: s.tee.id, quantity: 1 }]);
    const refused = await postDispatch(
      server.app,
      s.token,
      after.id,
      dispatchBody('2025-10-11', [{ itemId: after.items[0]?.id ?? 0, quantity: 1 }]),
    );
    expect(refused.statusCode).not.toBe(201);
  });
});
