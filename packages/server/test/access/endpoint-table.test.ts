import { ALL_ENDPOINTS } from '@apparel/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/test-app';
import { isApiRoute } from './access-policy';

// The endpoint table (packages/contracts/src/endpoints) is the API: every entry is a route the server
// registers from it, and every API route the server has is an entry (registered by addEndpoint, which
// keeps the entry in the route's config), so a route cannot be added, renamed or dropped on one side only.
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const label = (route: { method: string; url?: string; path?: string }) =>
  `${route.method} ${route.url ?? `/api${route.path}`}`;

describe('the endpoint table and the server routes', () => {
  it('has every entry registered as a route, from that very entry', () => {
    const missing = ALL_ENDPOINTS.filter(
      (entry) =>
        !server.app.routeTable.some(
          (route) =>
            route.method === entry.method &&
            route.url === `/api${entry.path}` &&
            route.config.endpoint === entry,
        ),
    ).map(label);
    expect(ALL_ENDPOINTS.length).toBeGreaterThan(5);
    expect(missing).toEqual([]);
  });

  it('has an entry for every API route', () => {
    const strays = server.app.routeTable
      .filter(isApiRoute)
      .filter((route) => !route.config.endpoint)
      .map(label);
    expect(strays).toEqual([]);
  });

  it('takes an Idempotency-Key on every money-moving POST', () => {
    const moneyMoving = [
      'POST /api/orders',
      'POST /api/orders/:id/dispatches',
      'POST /api/invoices/:id/credit-notes',
      'POST /api/payments',
      'POST /api/payments/:id/reverse',
    ];
    const idempotent = server.app.routeTable.filter((route) => route.config.idempotent).map(label);
    expect(idempotent.sort()).toEqual(moneyMoving.sort());
  });

  it('spells each method and path once', () => {
    const labels = ALL_ENDPOINTS.map(label);
    expect(labels.filter((name, i) => labels.indexOf(name) !== i)).toEqual([]);
  });
});
