import { describe, expect, it } from 'vitest';
import { menuOf, pageRoutesOf, type RemoteRoute, readRemotesAnswer, remotesAnswerSchema } from '../src';
import { product as productPage, products } from './route-fixtures';

const product: RemoteRoute = { ...productPage, props: { mode: 'edit', step: 2, draft: false } };

const pinned = (...routes: unknown[]) => ({
  'mf-catalogue': { manifest: '/remotes/mf-catalogue/1.4.0/mf-manifest.json', routes },
});

describe('readRemotesAnswer (the shell reads the pins without zod)', () => {
  it.each([
    [
      'two remotes with routes, props and menu entries',
      { ...pinned(products, product), 'mf-media': { manifest: '/m', routes: [] } },
    ],
    ['a public page', pinned({ ...products, role: null, menu: undefined })],
    ['no pins at all', {}],
    [
      'the longest path, title and menu order',
      pinned({
        ...products,
        path: `/${'a'.repeat(199)}`,
        title: 't'.repeat(100),
        menu: { label: 'l'.repeat(40), section: 'attributes', order: 10_000 },
      }),
    ],
    [
      'a first screen with actions and panels',
      pinned({ ...products, firstScreen: { actions: ['Export CSV', 'Add Product'], panels: ['Import'] } }),
    ],
    ['a first screen with panels only', pinned({ ...products, firstScreen: { panels: ['Import'] } })],
    [
      'the most and longest first-screen texts',
      pinned({ ...products, firstScreen: { actions: Array(6).fill('a'.repeat(100)), panels: [] } }),
    ],
  ])('takes what remotesAnswerSchema takes, with the same data: %s', (_case, answer) => {
    expect(readRemotesAnswer(answer)).toEqual(remotesAnswerSchema.parse(answer));
  });

  it('leaves out keys the manifest does not declare, as the schema does', () => {
    const answer = pinned({
      ...products,
      extra: 1,
      menu: { ...products.menu, colour: 'red' },
      firstScreen: { panels: ['Import'], images: ['x.png'] },
    });
    expect(readRemotesAnswer(answer)).toEqual(pinned({ ...products, firstScreen: { panels: ['Import'] } }));
    expect(readRemotesAnswer(answer)).toEqual(remotesAnswerSchema.parse(answer));
  });

  it.each([
    ['not an object', 'mf-catalogue'],
    ['an array', [products]],
    ['null', null],
    ['a manifest URL instead of an entry', { 'mf-catalogue': '/remotes/x/mf-manifest.json' }],
    ['an empty manifest URL', { 'mf-catalogue': { manifest: '', routes: [] } }],
    ['routes that are not a list', { 'mf-catalogue': { manifest: '/m', routes: products } }],
    ['a remote name over 60 characters', { ['m'.repeat(61)]: { manifest: '/m', routes: [] } }],
    ['a path without a leading /', pinned({ ...products, path: 'products' })],
    ['a path with a query', pinned({ ...products, path: '/products?x=1' })],
    ['a path over 200 characters', pinned({ ...products, path: `/${'a'.repeat(200)}` })],
    ['a module with "./"', pinned({ ...products, module: './ProductListPage' })],
    ['no module', pinned({ ...products, module: undefined })],
    ['an unknown role', pinned({ ...products, role: 'RETAILER' })],
    ['no role', pinned({ ...products, role: undefined })],
    ['no title', pinned({ ...products, title: '' })],
    ['a title over 100 characters', pinned({ ...products, title: 't'.repeat(101) })],
    [
      'an unknown menu section',
      pinned({ ...products, menu: { label: 'Products', section: 'other', order: 1 } }),
    ],
    [
      'a fractional menu order',
      pinned({ ...products, menu: { label: 'Products', section: 'main', order: 1.5 } }),
    ],
    [
      'a negative menu order',
      pinned({ ...products, menu: { label: 'Products', section: 'main', order: -1 } }),
    ],
    ['an empty menu label', pinned({ ...products, menu: { label: '', section: 'main', order: 1 } })],
    ['an object as a prop', pinned({ ...products, props: { mode: { nested: true } } })],
    ['a prop text over 100 characters', pinned({ ...products, props: { mode: 'x'.repeat(101) } })],
    ['props as a list', pinned({ ...products, props: ['edit'] })],
    ['a first screen that is a list', pinned({ ...products, firstScreen: ['Import'] })],
    ['first-screen actions that are text', pinned({ ...products, firstScreen: { actions: 'Add' } })],
    ['an empty panel heading', pinned({ ...products, firstScreen: { panels: [''] } })],
    ['a number as an action', pinned({ ...products, firstScreen: { actions: [1] } })],
    [
      'a panel heading over 100 characters',
      pinned({ ...products, firstScreen: { panels: ['p'.repeat(101)] } }),
    ],
    ['seven actions', pinned({ ...products, firstScreen: { actions: Array(7).fill('Add') } })],
  ])('refuses what remotesAnswerSchema refuses: %s', (_case, answer) => {
    expect(remotesAnswerSchema.safeParse(answer).success).toBe(false);
    expect(readRemotesAnswer(answer)).toBeNull();
  });
});

describe('menuOf', () => {
  it("orders a role's entries by section, then order, and leaves out other roles and unlisted pages", () => {
    const colors: RemoteRoute = {
      path: '/attributes/colors',
      module: 'AttributePage',
      role: 'MANUFACTURER',
      title: 'Colors',
      menu: { label: 'Colors', section: 'attributes', order: 1 },
    };
    const admin: RemoteRoute = {
      path: '/admins',
      module: 'AdminListPage',
      role: 'SUPER_ADMIN',
      title: 'Admin',
      menu: { label: 'Admin', section: 'main', order: 1 },
    };
    const routes = pageRoutesOf({
      'mf-catalogue': { manifest: '/c', routes: [colors, products, product] },
      'mf-superadmin': { manifest: '/s', routes: [admin] },
    });
    expect(menuOf('MANUFACTURER', routes)).toEqual([
      { label: 'Products', to: '/products' },
      { label: 'Colors', to: '/attributes/colors' },
    ]);
    expect(menuOf('RETAILER', routes)).toEqual([]);
  });
});
