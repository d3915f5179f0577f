import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi, tokenFor } from '../support/fixtures';
import { ADMIN, startTestServer, type TestServer } from '../support/test-app';
import {
  addAttribute,
  addCategory,
  addSubcategory,
  createProduct,
  importCsv,
  newManufacturer,
  productFields,
  sendProductForm,
  type Tenant,
} from './catalogue-support';

let server: TestServer;
let owner: Tenant;
let stranger: Tenant;
let adminToken: string;
const ids = { color: 0, category: 0, subcategory: 0, product: 0 };

beforeAll(async () => {
  server = await startTestServer();
  owner = await newManufacturer(server);
  stranger = await newManufacturer(server);
  adminToken = await tokenFor(server.app, ADMIN.email, ADMIN.password);
  ids.color = await addAttribute(server.app, owner.token, 'colors', 'Owner red');
  ids.category = await addCategory(server.app, owner.token, 'Owner shirts');
  ids.subcategory = await addSubcategory(server.app, owner.token, ids.category, 'Owner casual');
  ids.product = (await createProduct(server.app, owner.token, ids.category, { name: 'Owner product' })).id;
});
afterAll(() => server?.close());

type Call = { method: 'GET' | 'POST' | 'PUT' | 'DELETE'; url: () => string; body?: unknown; form?: boolean };

/** Every catalogue route, with bodies that would not pass validation. */
const CALLS: Call[] = [
  { method: 'GET', url: () => '/api/attr/colors' },
  { method: 'GET', url: () => '/api/attr/color' },
  { method: 'POST', url: () => '/api/attr/colors', body: { name: '' } },
  { method: 'PUT', url: () => `/api/attr/colors/${ids.color}`, body: { name: '' } },
  { method: 'DELETE', url: () => `/api/attr/colors/${ids.color}` },
  { method: 'GET', url: () => '/api/attr/categories' },
  { method: 'POST', url: () => '/api/attr/categories', body: { name: '' } },
  { method: 'PUT', url: () => `/api/attr/categories/${ids.category}`, body: { name: '' } },
  { method: 'DELETE', url: () => `/api/attr/categories/${ids.category}` },
  { method: 'GET', url: () => `/api/attr/categories/${ids.category}/subcategories` },
  { method: 'POST', url: () => '/api/attr/categories/subcategory', body: { name: '' } },
  { method: 'PUT', url: () => `/api/attr/categories/subcategory/${ids.subcategory}`, body: { name: '' } },
  { method: 'DELETE', url: () => `/api/attr/categories/subcategory/${ids.subcategory}` },
  { method: 'GET', url: () => '/api/products' },
  { method: 'GET', url: () => `/api/products/${ids.product}` },
  { method: 'POST', url: () => '/api/products', form: true },
  { method: 'PUT', url: () => `/api/products/${ids.product}`, form: true },
  { method: 'DELETE', url: () => `/api/products/${ids.product}` },
  { method: 'GET', url: () => '/api/products/export' },
  { method: 'POST', url: () => '/api/manufacturer/bulk-upload', form: true },
  { method: 'GET', url: () => '/api/manufacturer/bulk-upload/template' },
];

const send = (call: Call, token?: string) =>
  call.form
    ? sendProductForm(server.app, {
        method: call.method as 'POST' | 'PUT',
        url: call.url(),
        token,
        fields: productFields(ids.category, { price: 'free' }),
      })
    : callApi(server.app, { method: call.method, url: call.url(), token, body: call.body });

describe('who may call the catalogue', () => {
  it.each(CALLS.map((call) => [`${call.method} ${call.url()}`, call] as const))(
    '%s: 401 without a token, 403 for a super admin',
    async (_name, call) => {
      const anonymous = await send(call);
      expect(anonymous.statusCode).toBe(401);
      const admin = await send(call, adminToken);
      expect(admin.statusCode).toBe(403);
      expect(admin.json().message).toBe('Unauthorized access');
    },
  );

  it('answers 404 to another manufacturer on every route with the first one’s ids, changing nothing', async () => {
    const byId = CALLS.filter((call) => /\/\d+/.test(call.url()));
    for (const call of byId) {
      const valid =
        call.method === 'PUT' && !call.form
          ? { ...(call.body as object), name: 'Taken over', categoryId: ids.category }
          : call.body;
      const response = call.form
        ? await sendProductForm(server.app, {
            method: 'PUT',
            url: call.url(),
            token: stranger.token,
            fields: productFields(ids.category),
          })
        : await callApi(server.app, {
            method: call.method,
            url: call.url(),
            token: stranger.token,
            body: valid,
          });
      expect(response.statusCode, `${call.method} ${call.url()}`).toBe(404);
    }
    const product = await callApi(server.app, {
      method: 'GET',
      url: `/api/products/${ids.product}`,
      token: owner.token,
    });
    expect(product.json().name).toBe('Owner product');
    const categories = await callApi(server.app, {
      method: 'GET',
      url: '/api/attr/categories',
      token: owner.token,
    });
    expect(categories.json()[0]).toMatchObject({ name: 'Owner shirts', subcategoryCount: 1 });
    const colors = await callApi(server.app, { method: 'GET', url: '/api/attr/colors', token: owner.token });
    expect(colors.json()).toEqual([{ id: ids.color, name: 'Owner red', description: null, isActive: true }]);
  });

  it('shows another manufacturer none of the first one’s rows', async () => {
    const read = (url: string) => callApi(server.app, { method: 'GET', url, token: stranger.token });
    expect((await read('/api/attr/colors')).json()).toEqual([]);
    expect((await read('/api/attr/color')).json()).toEqual([]);
    expect((await read('/api/attr/categories')).json()).toEqual([]);
    expect((await read('/api/products')).json()).toMatchObject({ products: [], total: 0 });
    expect((await read('/api/products?q=owner')).json().total).toBe(0);
    const exported = (await read('/api/products/export')).body.trim().split('\n');
    expect(exported).toHaveLength(1);
  });

  it('imports into the caller’s own catalogue only: another one’s category names are unknown', async () => {
    const response = await importCsv(
      server.app,
      stranger.token,
      'sku,name,adminName,price,mrp,stockQty,description,category\nX-1,A,B,1,2,3,d,Owner shirts\n',
    );
    expect(response.json().errors).toEqual([
      { row: 2, error: 'category: "Owner shirts" is not one of your categories' },
    ]);
  });
});
