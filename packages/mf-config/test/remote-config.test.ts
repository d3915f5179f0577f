import { describe, expect, it } from 'vitest';
import { pageExposes, routeManifest } from '../src';

const products = {
  path: '/products',
  module: 'ProductListPage',
  role: 'MANUFACTURER' as const,
  title: 'Products',
  menu: { label: 'Products', section: 'main' as const, order: 50 },
};

describe("a remote's route manifest at build time", () => {
  it('exposes ./<Module> from src/pages for every module the routes name, once', () => {
    expect(pageExposes([products, { ...products, path: '/products/all' }])).toEqual({
      './ProductListPage': './src/pages/ProductListPage.tsx',
    });
  });

  it('is published as the remote name and its routes', () => {
    expect(routeManifest('mf-catalogue', [products], pageExposes([products]))).toEqual({
      remote: 'mf-catalogue',
      routes: [products],
    });
  });

  it('fails the build naming every problem', () => {
    const bad = [products, { ...products, menu: undefined }, { ...products, path: '/error', module: 'Gone' }];
    expect(() => routeManifest('mf-catalogue', bad, pageExposes([products]))).toThrow(
      "[mf-config] mf-catalogue's route manifest:\n" +
        '  /products: listed twice by mf-catalogue\n' +
        '  /error: mf-catalogue does not expose the page module ./Gone\n' +
        '  /error: the shell keeps this path',
    );
  });

  it('fails the build on a manifest the schema refuses', () => {
    expect(() => routeManifest('mf-catalogue', [{ ...products, path: 'products' }], {})).toThrow(
      /starts with \//,
    );
  });
});
