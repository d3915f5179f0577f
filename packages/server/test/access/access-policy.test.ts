import { orderEndpoints } from '@apparel/contracts';
import { describe, expect, it } from 'vitest';
import type { RouteEntry } from '../../src/plugins/route-table';
import { accessOf, isApiRoute, isTenantIdRoute } from './access-policy';
import { missingTenantRecord, tenantRecordFor } from './tenant-records';

/** The rules the generated access suite applies, on routes a future area might add. */
const route = (url: string, config: RouteEntry['config'], method = 'GET'): RouteEntry => ({
  method,
  url,
  config,
});

describe('the access classification', () => {
  it('fails a route that declares neither roles nor public, saying what to declare', () => {
    expect(() => accessOf(route('/api/products', {}))).toThrow(
      /GET \/api\/products does not declare who may call it\. Give its entry in packages\/contracts\/src\/endpoints an `access`/,
    );
    expect(() => accessOf(route('/api/products', { roles: [] }))).toThrow(/does not declare who may call it/);
  });

  it('names the roles that must be refused', () => {
    expect(accessOf(route('/api/orders', { roles: ['MANUFACTURER'] }))).toEqual({
      kind: 'roles',
      roles: ['MANUFACTURER'],
      refused: ['SUPER_ADMIN', 'RETAILER'],
    });
    expect(accessOf(route('/api/auth/login', { public: true }))).toEqual({ kind: 'public' });
  });

  it("reads a table route's access from its endpoint entry", () => {
    const endpoint = { ...orderEndpoints.list };
    expect(accessOf(route('/api/orders', { endpoint }))).toEqual({
      kind: 'roles',
      roles: ['MANUFACTURER'],
      refused: ['SUPER_ADMIN', 'RETAILER'],
    });
  });

  it('treats manufacturer :id routes as tenant routes and leaves the docs out of the API', () => {
    expect(isTenantIdRoute(route('/api/products/:id', { roles: ['MANUFACTURER'] }))).toBe(true);
    expect(
      isTenantIdRoute(route('/api/retailer/orders/:id/items', { roles: ['MANUFACTURER', 'RETAILER'] })),
    ).toBe(true);
    expect(isTenantIdRoute(route('/api/admin/manufacturers/:id', { roles: ['SUPER_ADMIN'] }))).toBe(false);
    expect(isApiRoute(route('/api/docs/json', {}))).toBe(false);
  });

  it('fails a tenant route with no record factory, naming the entry to add', () => {
    expect(tenantRecordFor('/api/products/:id', [])).toBeUndefined();
    expect(missingTenantRecord('PUT', '/api/products/:id')).toMatch(
      /PUT \/api\/products\/:id .*test\/access\/tenant-records\.ts has no entry.*prefix: '\/api\/products'/,
    );
    const records = [
      { prefix: '/api/products', create: async () => 1 },
      { prefix: '/api/products/variants', create: async () => 2 },
    ];
    expect(tenantRecordFor('/api/products/variants/:id', records)?.prefix).toBe('/api/products/variants');
    expect(tenantRecordFor('/api/products/:id', records)?.prefix).toBe('/api/products');
  });
});
