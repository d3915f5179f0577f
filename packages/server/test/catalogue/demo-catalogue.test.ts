import { ATTRIBUTE_TYPES } from '@apparel/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi, tokenFor } from '../support/fixtures';
import { DEMO, startTestServer, type TestServer } from '../support/test-app';

let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await startTestServer();
  token = await tokenFor(server.app, DEMO.email, DEMO.password);
});
afterAll(() => server?.close());

const get = (url: string) => callApi(server.app, { method: 'GET', url: `/api${url}`, token });

describe('demo catalogue (DEMO_DATA)', () => {
  it('gives the demo manufacturer all seven attribute types, categories with sub-categories and 60 products', async () => {
    for (const type of ATTRIBUTE_TYPES)
      expect((await get(`/attr/${type}`)).json().length).toBeGreaterThanOrEqual(3);
    const categories = (await get('/attr/categories')).json();
    expect(categories.length).toBeGreaterThanOrEqual(5);
    for (const category of categories) expect(category.subcategoryCount).toBeGreaterThanOrEqual(2);
    const page = (await get('/products?pageSize=100')).json();
    // The demo catalogue's 60 (DEMO-001...) and the 5 the demo trade prices its orders from (DEMO-SH-01...).
    expect(page.total).toBe(65);
    expect(page.products.filter((p: { sku: string }) => /^DEMO-\d+$/.test(p.sku))).toHaveLength(60);
    const inactive = page.products.filter((p: { status: string }) => p.status === 'Inactive');
    expect(inactive.length).toBeGreaterThan(0);
    expect((await get('/products?active=true')).json().total).toBe(65 - inactive.length);
    expect(
      new Set(page.products.map((p: { createdAt: string }) => p.createdAt.slice(0, 10))).size,
    ).toBeGreaterThan(30);
  });

  it('shows real products: a generated PNG image, discount rules, links to every attribute type', async () => {
    const [first] = (await get('/products?sortBy=createdAt&sortOrder=asc&pageSize=1')).json().products;
    const image = await server.app.inject({ method: 'GET', url: first.images[0] });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.rawPayload.subarray(1, 4).toString()).toBe('PNG');
    const product = (await get(`/products/${first.id}`)).json();
    expect(product.discount).toEqual([
      { from: 10, to: 49, discount: 5 },
      { from: 50, to: 500, discount: 10 },
    ]);
    for (const list of [
      'productColors',
      'productSizes',
      'productBrands',
      'productFabrics',
      'productThemes',
      'productMaterials',
      'productSeasons',
    ])
      expect(product[list].length, list).toBeGreaterThan(0);
    expect(product.fullDesc).toMatch(/^<h2>/);
  });
});
