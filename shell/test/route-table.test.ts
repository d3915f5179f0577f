import { describe, expect, it } from 'vitest';
import { ROUTE_TABLE } from '../src/routes/route-table';

const byPath = new Map(ROUTE_TABLE.map((route) => [route.path, route]));

describe('the route table', () => {
  it('maps every SPEC 2 route exactly once', () => {
    const specRoutes = [
      '/login',
      '/verify',
      '/admin/dashboard',
      '/admins',
      '/admins/create',
      '/admins/:id/view',
      '/admins/:id/edit',
      '/manufacturer/dashboard',
      '/manufacturer/profile',
      '/manufacturers',
      '/manufacturers/create',
      '/manufacturers/:id/view',
      '/manufacturers/:id/edit',
      '/manufacturers/:id/subscription',
      ...['colors', 'sizes', 'brands', 'fabrics', 'themes', 'materials', 'seasons'].map(
        (t) => `/attributes/${t}`,
      ),
      '/attributes/categories',
      '/attributes/sub-categories',
      '/products',
      '/products/:id',
      '/retailers/list',
      '/retailers',
      '/retailers-req/list',
      '/retailers/new',
      '/retailers/:id/edit',
      '/retailers/:id',
      '/orders',
      '/orders/:id',
      '/orders-new',
      '/media',
    ];
    expect([...byPath.keys()].sort()).toEqual([...specRoutes].sort());
    expect(ROUTE_TABLE).toHaveLength(specRoutes.length);
  });

  it('requires SUPER_ADMIN on super admin screens and MANUFACTURER on every manufacturer screen', () => {
    for (const route of ROUTE_TABLE) {
      if (route.path === '/login' || route.path === '/verify') expect(route.role).toBeNull();
      else if (route.remote === 'mf-superadmin') expect(route.role).toBe('SUPER_ADMIN');
      else expect(route.role, route.path).toBe('MANUFACTURER');
    }
  });

  it('gives the form screens their mode', () => {
    expect(byPath.get('/retailers/new')?.props).toEqual({ mode: 'create' });
    expect(byPath.get('/retailers/:id')?.props).toEqual({ mode: 'view' });
    expect(byPath.get('/manufacturers/:id/edit')?.props).toEqual({ mode: 'edit' });
    expect(byPath.get('/admins/:id/view')?.props).toEqual({ mode: 'view' });
  });
});
