import { describe, expect, it } from 'vitest';
import {
  manifestProblems,
  type RemoteRoute,
  remotesAnswerSchema,
  routeConflicts,
  routeManifestSchema,
} from '../src';
import { product, products } from './route-fixtures';

describe('the route manifest schema', () => {
  it('accepts a remote with its routes, props and menu entries', () => {
    const manifest = { remote: 'mf-catalogue', routes: [products, { ...product, props: { mode: 'edit' } }] };
    expect(routeManifestSchema.parse(manifest)).toEqual(manifest);
  });

  it.each([
    ['a path without a leading /', { ...products, path: 'products' }],
    ['a path with a query', { ...products, path: '/products?x=1' }],
    ['a module with "./"', { ...products, module: './ProductListPage' }],
    ['an unknown role', { ...products, role: 'RETAILER' }],
    ['no title', { ...products, title: '' }],
    ['an unknown menu section', { ...products, menu: { label: 'Products', section: 'other', order: 1 } }],
    ['a fractional menu order', { ...products, menu: { label: 'Products', section: 'main', order: 1.5 } }],
    ['an object as a prop', { ...products, props: { mode: { nested: true } } }],
  ])('refuses %s', (_case, route) => {
    expect(routeManifestSchema.safeParse({ remote: 'mf-catalogue', routes: [route] }).success).toBe(false);
  });

  it('reads the /remotes.json answer', () => {
    const answer = {
      'mf-catalogue': { manifest: '/remotes/mf-catalogue/1.0.0/mf-manifest.json', routes: [products] },
    };
    expect(remotesAnswerSchema.parse(answer)).toEqual(answer);
    expect(remotesAnswerSchema.safeParse({ 'mf-catalogue': '/remotes/x/mf-manifest.json' }).success).toBe(
      false,
    );
  });
});

describe('manifestProblems', () => {
  const check = (routes: RemoteRoute[], exposed = ['./ProductListPage', './ProductFormPage']) =>
    manifestProblems({ remote: 'mf-catalogue', routes }, exposed);

  it('finds nothing wrong with exposed modules and distinct paths', () => {
    expect(check([products, product])).toEqual([]);
  });

  it('names a page module the remote does not expose', () => {
    expect(check([products, { ...product, module: 'ProductViewPage' }])).toEqual([
      '/products/:id: mf-catalogue does not expose the page module ./ProductViewPage',
    ]);
  });

  it('names a path listed twice, also under another parameter name', () => {
    expect(check([product, { ...product, path: '/products/:productId' }])).toEqual([
      '/products/:productId: listed twice by mf-catalogue',
    ]);
  });

  it("refuses the shell's own paths and a menu entry on a public page", () => {
    expect(check([{ ...products, path: '/error' }])).toEqual(['/error: the shell keeps this path']);
    expect(check([{ ...products, role: null }])).toEqual(['/products: a public page has no menu entry']);
  });
});

describe('routeConflicts', () => {
  const media: RemoteRoute = {
    path: '/media',
    module: 'MediaPage',
    role: 'MANUFACTURER',
    title: 'Media Manager',
    menu: { label: 'Media Manager', section: 'main', order: 80 },
  };

  it('finds none between remotes with their own paths and labels', () => {
    expect(routeConflicts('mf-media', [media], { 'mf-catalogue': [products, product] })).toEqual([]);
  });

  it('refuses a path another remote claims, whatever its parameter names', () => {
    const clash = { ...media, path: '/products/:productId', menu: undefined };
    expect(routeConflicts('mf-media', [media, clash], { 'mf-catalogue': [products, product] })).toEqual([
      '/products/:productId is already claimed by mf-catalogue (/products/:id)',
    ]);
  });

  it("refuses a menu label another remote gives in the same role's menu", () => {
    const twin = {
      ...media,
      path: '/media/products',
      menu: { label: 'Products', section: 'main' as const, order: 1 },
    };
    expect(routeConflicts('mf-media', [twin], { 'mf-catalogue': [products] })).toEqual([
      'the MANUFACTURER menu entry "Products" is already given by mf-catalogue',
    ]);
  });

  it("ignores the remote's own earlier version", () => {
    expect(routeConflicts('mf-media', [media], { 'mf-media': [media] })).toEqual([]);
  });
});
