import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi } from '../support/fixtures';
import { startTestServer, type TestServer } from '../support/test-app';
import {
  addAttribute,
  addCategory,
  addSubcategory,
  createProduct,
  newManufacturer,
  productFields,
  sendProductForm,
  type Tenant,
} from './catalogue-support';

let server: TestServer;
let owner: Tenant;
let shirts: number;
let casual: number;
beforeAll(async () => {
  server = await startTestServer();
  owner = await newManufacturer(server);
  shirts = await addCategory(server.app, owner.token, 'Shirts');
  casual = await addSubcategory(server.app, owner.token, shirts, 'Casual');
});
afterAll(() => server?.close());

const post = (fields: Record<string, string | string[] | undefined>, token = owner.token) =>
  sendProductForm(server.app, { method: 'POST', url: '/api/products', token, fields });
const get = (url: string, token = owner.token) =>
  callApi(server.app, { method: 'GET', url: `/api${url}`, token });

describe('product form', () => {
  it('creates a product and answers it with the link lists of SPEC 3', async () => {
    const red = await addAttribute(server.app, owner.token, 'colors', 'Red');
    const blue = await addAttribute(server.app, owner.token, 'colors', 'Blue');
    const medium = await addAttribute(server.app, owner.token, 'sizes', 'M');
    const linen = await addAttribute(server.app, owner.token, 'fabrics', 'Linen');
    const fields = productFields(shirts, {
      subcategoryId: String(casual),
      colorIds: [String(red), String(blue)],
      sizeIds: [String(medium)],
      fabricIds: [String(linen)],
      gender: 'Men',
      edm: 'March',
      weight: '0.35',
      len: '72.5',
      minOrderQty: '5',
      maxOrderOty: '500',
      discount: JSON.stringify([
        { from: 50, to: 500, discount: 10 },
        { from: 5, to: 49, discount: 5 },
      ]),
    });
    const response = await post(fields);
    expect(response.statusCode).toBe(201);
    const product = response.json();
    expect(product).toMatchObject({
      name: fields.name,
      adminName: fields.adminName,
      sku: fields.sku,
      price: 499.5,
      mrp: 799,
      stockQty: 25,
      manufacturerId: owner.id,
      categoryId: shirts,
      subcategoryId: casual,
      category: { id: shirts, name: 'Shirts' },
      subcategory: { id: casual, name: 'Casual' },
      gender: 'Men',
      edm: 'March',
      weight: 0.35,
      len: 72.5,
      minOrderQty: 5,
      maxOrderOty: 500,
      status: 'Active',
      discount: [
        { from: 5, to: 49, discount: 5 },
        { from: 50, to: 500, discount: 10 },
      ],
      images: [],
      catalogUrl: null,
      videoUrl: null,
      productColors: [
        { colorId: blue, color: { id: blue, name: 'Blue' } },
        { colorId: red, color: { id: red, name: 'Red' } },
      ],
      productSizes: [{ sizeId: medium, size: { id: medium, name: 'M' } }],
      productFabrics: [{ fabricId: linen, fabric: { id: linen, name: 'Linen' } }],
      productBrands: [],
      productThemes: [],
      productMaterials: [],
      productSeasons: [],
    });
    expect((await get(`/products/${product.id}`)).json()).toEqual(product);
  });

  it.each([
    [{ name: '' }, 'Required'],
    [{ adminName: ' ' }, 'Required'],
    [{ sku: '' }, 'Required'],
    [{ price: '' }, 'Required'],
    [{ price: 'cheap' }, 'Must be a number'],
    [{ price: '-1' }, 'Must not be negative'],
    [{ price: '1.234' }, 'At most 2 decimals'],
    [{ mrp: '' }, 'Required'],
    [{ stockQty: '2.5' }, 'Must be a whole number of at least 0'],
    [{ stockQty: '-3' }, 'Must be a whole number of at least 0'],
    [{ description: '' }, 'Required'],
    [{ categoryId: '' }, 'Category is required'],
    [{ gender: 'Robots' }, 'Gender must be one of Men, Women, Unisex, Kids'],
    [{ edm: 'Smarch' }, 'Expected Delivery Month must be a month name'],
    [{ status: 'Gone' }, 'Status must be Active or Inactive'],
    [{ minOrderQty: '10', maxOrderOty: '5' }, 'Min Order Qty must not be greater than Max Order Qty'],
    [{ discount: '[{"from":10,"to":5,"discount":5}]' }, 'From must not be greater than To'],
    [
      { discount: '[{"from":1,"to":10,"discount":5},{"from":10,"to":20,"discount":6}]' },
      'Discount ranges must not overlap',
    ],
    [{ discount: '[{"from":1,"to":10,"discount":101}]' }, 'Discount must be between 0 and 100'],
    [{ discount: 'not json' }, 'Discount must be a list of {from, to, discount}'],
    [{ sku: 'A\u0000B' }, 'Must not contain control characters'],
  ])('refuses %j with "%s" and writes nothing', async (override, message) => {
    const before = (await get('/products')).json().total;
    const response = await post(productFields(shirts, override));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message, error: message, statusCode: 400 });
    expect((await get('/products')).json().total).toBe(before);
  });

  it('refuses a sub-category of another category and attribute ids of the wrong type or tenant', async () => {
    const dresses = await addCategory(server.app, owner.token, 'Dresses');
    const party = await addSubcategory(server.app, owner.token, dresses, 'Party');
    const wrongSub = await post(productFields(shirts, { subcategoryId: String(party) }));
    expect(wrongSub.statusCode).toBe(400);
    expect(wrongSub.json().message).toBe(
      'subcategoryId: The subcategory does not belong to the chosen category',
    );
    const size = await addAttribute(server.app, owner.token, 'sizes', 'XS');
    const wrongType = await post(productFields(shirts, { colorIds: [String(size)] }));
    expect(wrongType.json().message).toBe(`colorIds: ${size} is not one of your colors`);
    const stranger = await newManufacturer(server);
    const theirColor = await addAttribute(server.app, stranger.token, 'colors', 'Theirs');
    const theirCategory = await addCategory(server.app, stranger.token, 'Theirs');
    expect((await post(productFields(shirts, { colorIds: [String(theirColor)] }))).statusCode).toBe(400);
    const foreignCategory = await post(productFields(theirCategory));
    expect(foreignCategory.json().message).toBe('categoryId: Category not found');
  });

  it('keeps SKUs unique per manufacturer (409), free again once the product is deleted', async () => {
    const first = await createProduct(server.app, owner.token, shirts, { sku: 'UNIQUE-1' });
    const again = await post(productFields(shirts, { sku: 'UNIQUE-1' }));
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('A product with this SKU already exists');
    const stranger = await newManufacturer(server);
    const theirs = await addCategory(server.app, stranger.token, 'Tops');
    expect((await post(productFields(theirs, { sku: 'UNIQUE-1' }), stranger.token)).statusCode).toBe(201);
    const other = await createProduct(server.app, owner.token, shirts, { sku: 'UNIQUE-2' });
    const rename = await sendProductForm(server.app, {
      method: 'PUT',
      url: `/api/products/${other.id}`,
      token: owner.token,
      fields: productFields(shirts, { sku: 'UNIQUE-1' }),
    });
    expect(rename.statusCode).toBe(409);
    await callApi(server.app, { method: 'DELETE', url: `/api/products/${first.id}`, token: owner.token });
    expect((await post(productFields(shirts, { sku: 'UNIQUE-1' }))).statusCode).toBe(201);
  });

  it('sanitises fullDesc to the editor’s tags', async () => {
    const html =
      '<h1>Title</h1><h4>Four</h4><p onclick="x()">Hi <strong>bold</strong> <em>it</em> <u>u</u> <s>strike</s></p>' +
      '<img src=x onerror="alert(1)"><script>alert(2)</script><a href="javascript:alert(3)">bad</a>' +
      '<a href="https://example.com" target="_blank" rel="noopener">ok</a><ol><li>one</li></ol><ul><li>two<br>three</li></ul>' +
      '<a href="mailto:a@b.c">mail</a><span style="color:red">span</span>';
    const product = (await post(productFields(shirts, { fullDesc: html }))).json();
    expect(product.fullDesc).toBe(
      '<h1>Title</h1>Four<p>Hi <strong>bold</strong> <em>it</em> <u>u</u> strike</p><a rel="noopener noreferrer">bad</a>' +
        '<a href="https://example.com" target="_blank" rel="noopener noreferrer">ok</a><ol><li>one</li></ol><ul><li>two<br />three</li></ul>' +
        '<a href="mailto:a@b.c" rel="noopener noreferrer">mail</a>span',
    );
    expect(product.fullDesc).not.toMatch(/script|onerror|alert|onclick|style/);
  });

  it('edits every field and replaces the links', async () => {
    const green = await addAttribute(server.app, owner.token, 'colors', 'Green');
    const summer = await addAttribute(server.app, owner.token, 'seasons', 'Summer');
    const created = await createProduct(server.app, owner.token, shirts, { colorIds: [String(green)] });
    const fields = productFields(shirts, {
      sku: created.sku,
      name: 'Renamed',
      price: '10',
      status: 'Inactive',
      seasonIds: [String(summer)],
    });
    const response = await sendProductForm(server.app, {
      method: 'PUT',
      url: `/api/products/${created.id}`,
      token: owner.token,
      fields,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      name: 'Renamed',
      price: 10,
      status: 'Inactive',
      productColors: [],
      productSeasons: [{ seasonId: summer, season: { id: summer, name: 'Summer' } }],
    });
  });

  it('deletes softly: gone from lists and reads, the row kept for orders', async () => {
    const product = await createProduct(server.app, owner.token, shirts, { name: 'Soon gone' });
    const deleted = await callApi(server.app, {
      method: 'DELETE',
      url: `/api/products/${product.id}`,
      token: owner.token,
    });
    expect(deleted.statusCode).toBe(204);
    expect((await get(`/products/${product.id}`)).statusCode).toBe(404);
    expect((await get('/products?q=soon%20gone')).json().total).toBe(0);
    const again = await callApi(server.app, {
      method: 'DELETE',
      url: `/api/products/${product.id}`,
      token: owner.token,
    });
    expect(again.statusCode).toBe(404);
    const rows = await server.db.query.products.findFirst({ where: (p, { eq }) => eq(p.id, product.id) });
    expect(rows).toMatchObject({ name: 'Soon gone', price: 499.5, deletedAt: expect.any(Date) });
  });
});

describe('product list', () => {
  it('pages on the server, searches name, display name and SKU, filters active, sorts', async () => {
    const tenant = await newManufacturer(server);
    const category = await addCategory(server.app, tenant.token, 'Kurtas');
    for (let i = 1; i <= 25; i += 1) {
      await createProduct(server.app, tenant.token, category, {
        name: i === 7 ? 'Festive Kurta' : `Plain ${i}`,
        adminName: i === 8 ? 'festive admin name' : `Admin ${i}`,
        sku: i === 9 ? 'FEST-009' : `K-${String(i).padStart(3, '0')}`,
        price: String(100 + i),
        status: i % 5 === 0 ? 'Inactive' : 'Active',
      });
    }
    const first = (await get('/products', tenant.token)).json();
    expect(first).toMatchObject({ total: 25, page: 1, pageSize: 20 });
    expect(first.products).toHaveLength(20);
    expect(first.products[0]).toEqual({
      id: expect.any(Number),
      name: 'Plain 25',
      adminName: 'Admin 25',
      sku: 'K-025',
      price: 125,
      mrp: 799,
      stockQty: 25,
      status: 'Inactive',
      categoryId: category,
      images: [],
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
    const second = (await get('/products?page=2', tenant.token)).json();
    expect(second.products).toHaveLength(5);
    const ids = new Set([...first.products, ...second.products].map((p: { id: number }) => p.id));
    expect(ids.size).toBe(25);
    const festive = (await get('/products?q=FEST', tenant.token)).json();
    expect(festive.products.map((p: { sku: string }) => p.sku).sort()).toEqual([
      'FEST-009',
      'K-007',
      'K-008',
    ]);
    expect((await get('/products?q=100%25', tenant.token)).json().total).toBe(0);
    expect((await get('/products?active=true&pageSize=100', tenant.token)).json().total).toBe(20);
    const cheapest = (await get('/products?sortBy=price&sortOrder=asc&pageSize=2', tenant.token)).json();
    expect(cheapest.products.map((p: { price: number }) => p.price)).toEqual([101, 102]);
    expect((await get('/products?pageSize=1000', tenant.token)).json().pageSize).toBe(100);
    expect((await get('/products?sortBy=colour', tenant.token)).statusCode).toBe(400);
  });
});
