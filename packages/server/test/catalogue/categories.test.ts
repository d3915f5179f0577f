import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi } from '../support/fixtures';
import { startTestServer, type TestServer } from '../support/test-app';
import {
  addCategory,
  addSubcategory,
  createProduct,
  newManufacturer,
  type Tenant,
} from './catalogue-support';

let server: TestServer;
let owner: Tenant;
beforeAll(async () => {
  server = await startTestServer();
  owner = await newManufacturer(server);
});
afterAll(() => server?.close());

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown, token = owner.token) =>
  callApi(server.app, { method, url: `/api${url}`, token, body });

describe('categories and sub-categories', () => {
  it('lists each category with its sub-categories and their count, in one call', async () => {
    const tenant = await newManufacturer(server);
    const created = await call(
      'POST',
      '/attr/categories',
      { name: 'Shirts', description: 'All shirts' },
      tenant.token,
    );
    expect(created.statusCode).toBe(201);
    const shirts = created.json().id;
    expect(created.json()).toEqual({
      id: shirts,
      name: 'Shirts',
      description: 'All shirts',
      defaultHsn: null,
      subcategories: [],
      subcategoryCount: 0,
    });
    const formal = await addSubcategory(server.app, tenant.token, shirts, 'Formal');
    const casual = await addSubcategory(server.app, tenant.token, shirts, 'Casual');
    const bags = await addCategory(server.app, tenant.token, 'Bags');
    const list = await call('GET', '/attr/categories', undefined, tenant.token);
    expect(list.json()).toEqual([
      { id: bags, name: 'Bags', description: null, defaultHsn: null, subcategories: [], subcategoryCount: 0 },
      {
        id: shirts,
        name: 'Shirts',
        description: 'All shirts',
        defaultHsn: null,
        subcategories: [
          { id: casual, name: 'Casual' },
          { id: formal, name: 'Formal' },
        ],
        subcategoryCount: 2,
      },
    ]);
    const subs = await call('GET', `/attr/categories/${shirts}/subcategories`, undefined, tenant.token);
    expect(subs.json()).toEqual([
      { id: casual, categoryId: shirts, name: 'Casual', description: null },
      { id: formal, categoryId: shirts, name: 'Formal', description: null },
    ]);
  });

  it('keeps a default HSN code for invoices: kept by an edit without it, cleared by a blank, checked', async () => {
    const created = await call('POST', '/attr/categories', { name: 'Kurtas', defaultHsn: '6211' });
    expect(created.json()).toMatchObject({ name: 'Kurtas', defaultHsn: '6211' });
    const id = created.json().id;
    const spec = await call('PUT', `/attr/categories/${id}`, { name: 'Kurtas', description: 'Cotton' });
    expect(spec.json()).toMatchObject({ description: 'Cotton', defaultHsn: '6211' });
    const bad = await call('PUT', `/attr/categories/${id}`, { name: 'Kurtas', defaultHsn: '62111' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/HSN code must be 4, 6 or 8 digits/);
    const cleared = await call('PUT', `/attr/categories/${id}`, { name: 'Kurtas', defaultHsn: '' });
    expect(cleared.json()).toMatchObject({ defaultHsn: null });
  });

  it('edits and deletes; names unique per manufacturer in any case (409 with error)', async () => {
    const id = await addCategory(server.app, owner.token, 'Denim');
    const dup = await call('POST', '/attr/categories', { name: 'DENIM' });
    expect(dup.statusCode).toBe(409);
    expect(dup.json()).toMatchObject({ error: 'A category named "DENIM" already exists' });
    const edited = await call('PUT', `/attr/categories/${id}`, { name: 'Denim wear', description: 'Jeans' });
    expect(edited.json()).toMatchObject({ id, name: 'Denim wear', description: 'Jeans' });
    const sub = await addSubcategory(server.app, owner.token, id, 'Jeans');
    const subEdit = await call('PUT', `/attr/categories/subcategory/${sub}`, {
      categoryId: id,
      name: 'Slim jeans',
    });
    expect(subEdit.json()).toEqual({ id: sub, categoryId: id, name: 'Slim jeans', description: null });
    expect((await call('DELETE', `/attr/categories/subcategory/${sub}`)).statusCode).toBe(204);
    expect((await call('DELETE', `/attr/categories/${id}`)).statusCode).toBe(204);
    expect((await call('GET', '/attr/categories')).json().some((c: { id: number }) => c.id === id)).toBe(
      false,
    );
  });

  it('answers "Name is required" and "Category is required"', async () => {
    const blank = await call('POST', '/attr/categories', { name: '' });
    expect(blank.json()).toMatchObject({
      statusCode: 400,
      error: expect.stringContaining('Name is required'),
    });
    const noCategory = await call('POST', '/attr/categories/subcategory', { name: 'x' });
    expect(noCategory.json().error).toContain('Category is required');
  });

  it('keeps a sub-category within a category of the same manufacturer', async () => {
    const stranger = await newManufacturer(server);
    const theirs = await addCategory(server.app, stranger.token, 'Theirs');
    const refused = await call('POST', '/attr/categories/subcategory', { categoryId: theirs, name: 'Mine' });
    expect(refused.statusCode).toBe(404);
    expect(refused.json().error).toBe('Category not found');
    const mine = await addCategory(server.app, owner.token, 'Mine');
    const sub = await addSubcategory(server.app, owner.token, mine, 'Sub');
    const move = await call('PUT', `/attr/categories/subcategory/${sub}`, {
      categoryId: theirs,
      name: 'Sub',
    });
    expect(move.statusCode).toBe(404);
    expect((await call('GET', `/attr/categories/${theirs}/subcategories`)).statusCode).toBe(404);
  });

  it('refuses to delete a category or sub-category products use (409 with error)', async () => {
    const tops = await addCategory(server.app, owner.token, 'Tops');
    const crop = await addSubcategory(server.app, owner.token, tops, 'Crop');
    await createProduct(server.app, owner.token, tops, { subcategoryId: String(crop) });
    const category = await call('DELETE', `/attr/categories/${tops}`);
    expect(category.statusCode).toBe(409);
    expect(category.json().error).toBe('This category is used by 1 product; move or delete them first');
    const sub = await call('DELETE', `/attr/categories/subcategory/${crop}`);
    expect(sub.statusCode).toBe(409);
    expect(sub.json().error).toBe('This subcategory is used by 1 product; move or delete them first');
    const other = await addCategory(server.app, owner.token, 'Other');
    const move = await call('PUT', `/attr/categories/subcategory/${crop}`, {
      categoryId: other,
      name: 'Crop',
    });
    expect(move.statusCode).toBe(409);
  });
});
