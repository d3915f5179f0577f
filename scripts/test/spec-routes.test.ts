import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { menuOf, pageRoutesOf, type RemoteRoute, routeConflicts } from '../../packages/contracts/src';
import { pageExposes, REMOTES, routeManifest } from '../../packages/mf-config/src';

// Every remote of the registry (packages/mf-config/remotes.json), by its routes.ts.
const MANIFESTS: Record<string, readonly RemoteRoute[]> = Object.fromEntries(
  await Promise.all(
    REMOTES.map(async ({ name, folder }) => {
      const module = (await import(`../../${folder}/src/routes.ts`)) as { routes: readonly RemoteRoute[] };
      return [name, module.routes] as const;
    }),
  ),
);
const answer = Object.fromEntries(
  Object.entries(MANIFESTS).map(([remote, routes]) => [
    remote,
    { manifest: `/remotes/${remote}/1.0.0/mf-manifest.json`, routes: [...routes] },
  ]),
);
const table = pageRoutesOf(answer);
const byPath = new Map(table.map((route) => [route.path, route]));

describe("the five remotes' route manifests (SPEC 2)", () => {
  it('map every SPEC 2 route exactly once', () => {
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
      // product.md §8: the retailer form's load failure goes Back to /retailers, which shows the list.
      '/retailers',
      '/retailers-req/list',
      '/retailers/new',
      '/retailers/:id/edit',
      '/retailers/:id',
      '/orders',
      '/orders/:id',
      '/orders-new',
      '/media',
      // Beyond SPEC 2: GST tax rates, invoices and credit notes (issue 19), the release registry (issue 22).
      '/tax-rates',
      '/invoices',
      '/invoices/:id',
      '/credit-notes/:id',
      // Beyond product.md §2.1: money owed (§16).
      '/receivables',
      '/retailers/:id/statement',
      // Beyond product.md §2.1: price lists (§15), line sheets (§17), GST returns (§18).
      '/price-lists',
      '/price-lists/:id',
      '/line-sheets',
      '/line-sheets/new',
      '/line-sheets/:id',
      '/line-sheets/:id/edit',
      '/gst-returns',
      '/admin/remotes',
      '/admin/release-tokens',
    ];
    expect([...byPath.keys()].sort()).toEqual([...specRoutes].sort());
    expect(table).toHaveLength(specRoutes.length);
  });

  it('pass the build-time checks and clash with no other remote', () => {
    for (const [remote, routes] of Object.entries(MANIFESTS)) {
      expect(() => routeManifest(remote, routes, pageExposes(routes))).not.toThrow();
      const others = Object.fromEntries(Object.entries(MANIFESTS).filter(([name]) => name !== remote));
      expect(routeConflicts(remote, routes, others), remote).toEqual([]);
    }
  });

  it('require SUPER_ADMIN on super admin screens and MANUFACTURER on every manufacturer screen', () => {
    for (const route of table) {
      if (route.path === '/login' || route.path === '/verify') expect(route.role).toBeNull();
      else if (route.remote === 'mf-superadmin') expect(route.role).toBe('SUPER_ADMIN');
      else expect(route.role, route.path).toBe('MANUFACTURER');
    }
  });

  it('give the form screens their mode and the attribute screen its type', () => {
    expect(byPath.get('/retailers/new')?.props).toEqual({ mode: 'create' });
    expect(byPath.get('/retailers/:id')?.props).toEqual({ mode: 'view' });
    expect(byPath.get('/manufacturers/:id/edit')?.props).toEqual({ mode: 'edit' });
    expect(byPath.get('/admins/:id/view')?.props).toEqual({ mode: 'view' });
    expect(byPath.get('/attributes/fabrics')?.props).toEqual({ type: 'fabrics' });
  });

  it("build SPEC 2's menus, labels and order exactly", () => {
    expect(menuOf('SUPER_ADMIN', table)).toEqual([
      { label: 'Dashboard', to: '/admin/dashboard' },
      { label: 'Admin', to: '/admins' },
      { label: 'Manufacturers', to: '/manufacturers' },
      { label: 'Tax rates', to: '/tax-rates' },
      { label: 'Remotes', to: '/admin/remotes' },
      { label: 'Release tokens', to: '/admin/release-tokens' },
    ]);
    expect(menuOf('MANUFACTURER', table).map((item) => [item.label, item.to])).toEqual([
      ['Dashboard', '/manufacturer/dashboard'],
      ['Retailers', '/retailers/list'],
      ['Request Received', '/retailers-req/list'],
      ['New Retailers', '/retailers/new'],
      ['Products', '/products'],
      ['Price Lists', '/price-lists'],
      ['Line Sheets', '/line-sheets'],
      ['Orders', '/orders'],
      ['Create Orders', '/orders-new'],
      ['Media Manager', '/media'],
      ['Invoices', '/invoices'],
      ['GST Returns', '/gst-returns'],
      ['Receivables', '/receivables'],
      ['Colors', '/attributes/colors'],
      ['Sizes', '/attributes/sizes'],
      ['Brands', '/attributes/brands'],
      ['Fabrics', '/attributes/fabrics'],
      ['Themes', '/attributes/themes'],
      ['Materials', '/attributes/materials'],
      ['Seasons', '/attributes/seasons'],
      ['Categories', '/attributes/categories'],
      ['Sub Categories', '/attributes/sub-categories'],
    ]);
  });

  it("are what the shell's tests render (shell/test/support/remotes-answer.json)", () => {
    const fixture = JSON.parse(
      readFileSync(join(import.meta.dirname, '../../shell/test/support/remotes-answer.json'), 'utf8'),
    );
    expect(fixture).toEqual(answer);
  });
});
