import type { Role } from '@apparel/contracts';
import { afterAll, describe, expect, it } from 'vitest';
import type { RouteEntry } from '../../src/plugins/route-table';
import { startTestServer } from '../support/test-app';
import { accessOf, isApiRoute, isTenantIdRoute, urlWith } from './access-policy';
import { createCallers } from './callers';
import { missingTenantRecord, tenantRecordFor } from './tenant-records';

/**
 * Generated from the app's own route table: every API route, called with no token, with a broken
 * token, with each role it does not allow, and (manufacturer `:id` routes) with a second
 * manufacturer's token on the first one's record. Each must refuse with 401, 403 or 404 and no data.
 */
const server = await startTestServer();
const callers = await createCallers(server);
afterAll(() => server.close());

const routes = server.app.routeTable.filter(isApiRoute);
const named = (list: RouteEntry[]) => list.map((route) => [`${route.method} ${route.url}`, route] as const);

const call = (route: RouteEntry, url: string, authorization?: string) =>
  server.app.inject({
    method: route.method as 'GET',
    url,
    headers: { 'content-type': 'application/json', ...(authorization ? { authorization } : {}) },
    ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: '{}' }),
  });

/** A refusal in the standard shape, carrying nothing but the error. */
const expectRefused = (response: Awaited<ReturnType<typeof call>>, statusCode: number, what: string) => {
  expect(response.statusCode, `${what}: ${response.body.slice(0, 200)}`).toBe(statusCode);
  const body = response.json();
  expect(Object.keys(body).sort(), what).toEqual(['error', 'message', 'statusCode']);
  expect(body.message, what).toEqual(expect.any(String));
};

describe('every API route declares who may call it', () => {
  it('the table holds the API routes', () => {
    expect(routes.length).toBeGreaterThan(10);
  });
  it.each(named(routes))('%s', (_name, route) => {
    expect(() => accessOf(route)).not.toThrow();
  });
});

const guarded = routes.filter((route) => {
  try {
    return accessOf(route).kind === 'roles';
  } catch {
    return true; // undeclared: the test above fails for it; here it must at least refuse
  }
});

describe('no token, a broken token or a refused role gets 401 or 403 and no data', () => {
  it.each(named(guarded))('%s', async (_name, route) => {
    const url = urlWith(route, '1');
    expectRefused(await call(route, url), 401, 'without a token');
    expectRefused(await call(route, url, 'Bearer not.a.token'), 401, 'with a forged token');
    expectRefused(
      await call(route, url, `Bearer ${callers.SUPER_ADMIN.token} extra`),
      401,
      'with a malformed header',
    );
    const access = accessOf(route);
    const refused: Role[] = access.kind === 'roles' ? access.refused : [];
    for (const role of refused)
      expectRefused(await call(route, url, `Bearer ${callers[role].token}`), 403, `as ${role}`);
  });
});

const tenantRoutes = routes.filter((route) => {
  try {
    return isTenantIdRoute(route);
  } catch {
    return false;
  }
});

describe("another manufacturer's token on manufacturer A's record answers 404 and no data", () => {
  it('has a record factory for every MANUFACTURER :id route', () => {
    const missing = tenantRoutes.filter((route) => !tenantRecordFor(route.url));
    expect(missing.map((route) => missingTenantRecord(route.method, route.url))).toEqual([]);
  });
  it.each(named(tenantRoutes))('%s', async (_name, route) => {
    const record = tenantRecordFor(route.url);
    if (!record) throw new Error(missingTenantRecord(route.method, route.url));
    const id = await record.create({ server, owner: callers.MANUFACTURER });
    const response = await call(
      route,
      urlWith(route, String(id)),
      `Bearer ${callers.otherManufacturer.token}`,
    );
    expectRefused(response, 404, 'as another manufacturer');
  });
});

const idRoutes = guarded.filter((route) => /\/:id(\/|$)/.test(route.url));

describe('an id that names no row, also one out of 32-bit range, answers 404 before the body is read', () => {
  it.each(named(idRoutes))('%s', async (_name, route) => {
    const access = accessOf(route);
    const role = access.kind === 'roles' ? access.roles[0] : undefined;
    if (!role) throw new Error(`${route.method} ${route.url} admits no role`);
    for (const id of ['2147483647', '2147483648', '9007199254740993', '0']) {
      const response = await call(route, urlWith(route, id), `Bearer ${callers[role].token}`);
      expectRefused(response, 404, `id ${id} as ${role}`);
    }
  });
});
