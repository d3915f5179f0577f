import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attributeItems, products } from '../../src/db/schema';
import { callApi } from '../support/fixtures';
import { startTestServer, type TestServer } from '../support/test-app';
import { addAttribute, addCategory, addSubcategory, newManufacturer, type Tenant } from './catalogue-support';

let server: TestServer;
let mine: Tenant;
let theirs: Tenant;
let shirts: number;
let sarees: number;
beforeAll(async () => {
  server = await startTestServer();
  mine = await newManufacturer(server);
  theirs = await newManufacturer(server);
  for (const [name, active] of [
    ['Navy', true],
    ['Indigo', false],
    ['Saffron', true],
    ['Maroon 50%', true],
  ] as const)
    await addAttribute(server.app, mine.token, 'colors', name, active);
  await addAttribute(server.app, theirs.token, 'colors', 'Navy Other Tenant');
  shirts = await addCategory(server.app, mine.token, 'Shirts');
  sarees = await addCategory(server.app, mine.token, 'Sarees');
  await addCategory(server.app, mine.token, 'Jackets');
  for (const name of ['Formal', 'Casual', 'Linen Formal'])
    await addSubcategory(server.app, mine.token, shirts, name);
  await addCategory(server.app, theirs.token, 'Shirts Other Tenant');
  // Products straight in the database: stock 0, 10, 11 and 50; one Inactive; two categories.
  const product = (sku: string, values: Partial<typeof products.$inferInsert>) => ({
    manufacturerId: mine.id,
    sku,
    name: sku,
    adminName: sku,
    price: 100,
    mrp: 120,
    stockQty: 50,
    description: sku,
    ...values,
  });
  await server.db
    .insert(products)
    .values([
      product('TEE-EMPTY', { stockQty: 0, categoryId: shirts, price: 300 }),
      product('TEE-TEN', { stockQty: 10, categoryId: shirts, price: 100, status: 'Inactive' }),
      product('TEE-ELEVEN', { stockQty: 11, categoryId: shirts, price: 200 }),
      product('SAREE-FULL', { stockQty: 50, categoryId: sarees, mrp: 999 }),
      { ...product('THEIRS-LOW', { stockQty: 1 }), manufacturerId: theirs.id },
    ]);
}, 120_000);
afterAll(() => server?.close());

const get = (url: string, token = mine.token) => callApi(server.app, { method: 'GET', url, token });
const namesOf = (rows: { name: string }[]) => rows.map((row) => row.name);

describe('GET /attr/{type}: search, sort and paging', () => {
  it('keeps the plain array, name A-Z, without paging parameters', async () => {
    const response = await get('/api/attr/colors');
    expect(namesOf(response.json())).toEqual(['Indigo', 'Maroon 50%', 'Navy', 'Saffron']);
  });

  it('pages with the total, searches any case with % literal, and sorts by status', async () => {
    const page = await get('/api/attr/colors?page=2&pageSize=3');
    expect(page.json()).toMatchObject({ total: 4, page: 2, pageSize: 3 });
    expect(namesOf(page.json().items)).toEqual(['Saffron']);
    expect(namesOf((await get('/api/attr/colors?page=1&q=NAV')).json().items)).toEqual(['Navy']);
    expect(namesOf((await get('/api/attr/colors?page=1&q=50%25')).json().items)).toEqual(['Maroon 50%']);
    const byStatus = await get('/api/attr/colors?page=1&sortBy=isActive&sortOrder=asc');
    expect(namesOf(byStatus.json().items)[0]).toBe('Indigo');
    const za = await get('/api/attr/colors?page=1&sortBy=name&sortOrder=desc');
    expect(namesOf(za.json().items)).toEqual(['Saffron', 'Navy', 'Maroon 50%', 'Indigo']);
  });

  it("finds only the caller's items and refuses an unknown sort with a 400", async () => {
    expect((await get('/api/attr/colors?page=1&q=navy', theirs.token)).json().items).toEqual([
      expect.objectContaining({ name: 'Navy Other Tenant' }),
    ]);
    const bad = await get('/api/attr/colors?sortBy=createdAt');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/sortBy must be one of name, description, isActive/);
  });
});

describe('GET /attr/{type} beyond one page', () => {
  it('answers every item in the plain array, and 20 a page when paged', async () => {
    await server.db.insert(attributeItems).values(
      Array.from({ length: 25 }, (_, n) => ({
        manufacturerId: mine.id,
        type: 'sizes',
        name: `Size ${n + 1}`,
      })),
    );
    expect((await get('/api/attr/sizes')).json()).toHaveLength(25);
    const first = (await get('/api/attr/sizes?page=1')).json();
    expect(first).toMatchObject({ total: 25, page: 1, pageSize: 20 });
    expect(first.items).toHaveLength(20);
    expect((await get('/api/attr/sizes?page=2')).json().items).toHaveLength(5);
  });
});

describe('GET /attr/categories and sub-categories: search, sort and paging', () => {
  it('keeps the plain array for the selects, and pages the screen', async () => {
    expect(namesOf((await get('/api/attr/categories')).json())).toEqual(['Jackets', 'Sarees', 'Shirts']);
    const page = await get('/api/attr/categories?page=1&pageSize=2&sortBy=subcategoryCount&sortOrder=desc');
    expect(page.json()).toMatchObject({ total: 3, page: 1, pageSize: 2 });
    expect(page.json().categories[0]).toMatchObject({ name: 'Shirts', subcategoryCount: 3 });
    expect(namesOf((await get('/api/attr/categories?page=1&q=sar')).json().categories)).toEqual(['Sarees']);
    expect((await get('/api/attr/categories?page=1&q=shirts', theirs.token)).json().total).toBe(1);
  });

  it("searches, sorts and pages one category's sub-categories; another tenant's category is 404", async () => {
    const url = `/api/attr/categories/${shirts}/subcategories`;
    expect(namesOf((await get(url)).json())).toEqual(['Casual', 'Formal', 'Linen Formal']);
    const found = await get(`${url}?page=1&q=formal&sortBy=name&sortOrder=desc`);
    expect(found.json()).toMatchObject({ total: 2 });
    expect(namesOf(found.json().subcategories)).toEqual(['Linen Formal', 'Formal']);
    expect((await get(`${url}?page=1`, theirs.token)).statusCode).toBe(404);
  });
});

describe('GET /products: filters by category, status and low stock, and sorts', () => {
  const skus = (rows: { sku: string }[]) => rows.map((row) => row.sku);

  it('filters by category and by status, each with its total', async () => {
    const inShirts = await get(`/api/products?categoryId=${shirts}&sortBy=sku&sortOrder=asc`);
    expect(skus(inShirts.json().products)).toEqual(['TEE-ELEVEN', 'TEE-EMPTY', 'TEE-TEN']);
    expect(inShirts.json().total).toBe(3);
    const inactive = await get('/api/products?status=Inactive');
    expect(skus(inactive.json().products)).toEqual(['TEE-TEN']);
  });

  it('"low stock" means 10 or fewer left, and combines with the other filters', async () => {
    const low = await get('/api/products?lowStock=true&sortBy=stockQty&sortOrder=asc');
    expect(skus(low.json().products)).toEqual(['TEE-EMPTY', 'TEE-TEN']);
    const lowActive = await get(`/api/products?lowStock=true&status=Active&categoryId=${shirts}`);
    expect(skus(lowActive.json().products)).toEqual(['TEE-EMPTY']);
  });

  it('sorts by MRP and price', async () => {
    const byMrp = await get('/api/products?sortBy=mrp&sortOrder=desc&pageSize=1');
    expect(skus(byMrp.json().products)).toEqual(['SAREE-FULL']);
    const byPrice = await get(`/api/products?categoryId=${shirts}&sortBy=price&sortOrder=desc`);
    expect(skus(byPrice.json().products)).toEqual(['TEE-EMPTY', 'TEE-ELEVEN', 'TEE-TEN']);
  });

  it("never lists another manufacturer's products, and refuses bad filters with a 400", async () => {
    expect(skus((await get('/api/products?lowStock=true', theirs.token)).json().products)).toEqual([
      'THEIRS-LOW',
    ]);
    expect((await get(`/api/products?categoryId=${shirts}`, theirs.token)).json().total).toBe(0);
    expect((await get('/api/products?status=Deleted')).statusCode).toBe(400);
    expect((await get('/api/products?lowStock=yes')).json().message).toMatch(
      /lowStock must be true or false/,
    );
    expect((await get('/api/products?categoryId=abc')).statusCode).toBe(400);
  });
});
