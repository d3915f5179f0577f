import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi } from '../support/fixtures';
import { startTestServer, type TestServer } from '../support/test-app';
import { addAttribute, addCategory, createProduct, newManufacturer, type Tenant } from './catalogue-support';

let server: TestServer;
let owner: Tenant;
beforeAll(async () => {
  server = await startTestServer();
  owner = await newManufacturer(server);
});
afterAll(() => server?.close());

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown, token = owner.token) =>
  callApi(server.app, { method, url: `/api${url}`, token, body });

describe('attribute items', () => {
  it('creates, lists, edits and deletes an item of each of the seven types', async () => {
    for (const type of ['colors', 'sizes', 'brands', 'fabrics', 'themes', 'materials', 'seasons']) {
      const created = await call('POST', `/attr/${type}`, {
        name: ` Item of ${type} `,
        description: 'Shown on the page',
      });
      expect(created.statusCode).toBe(201);
      const item = created.json();
      expect(item).toEqual({
        id: expect.any(Number),
        name: `Item of ${type}`,
        description: 'Shown on the page',
        isActive: true,
      });
      const listed = await call('GET', `/attr/${type}`);
      expect(listed.json()).toEqual([item]);
      const edited = await call('PUT', `/attr/${type}/${item.id}`, {
        name: 'Renamed',
        description: '',
        isActive: false,
      });
      expect(edited.json()).toEqual({ id: item.id, name: 'Renamed', description: null, isActive: false });
      expect((await call('DELETE', `/attr/${type}/${item.id}`)).statusCode).toBe(204);
      expect((await call('GET', `/attr/${type}`)).json()).toEqual([]);
    }
  });

  it('answers the singular reading with the active items as {id, name}', async () => {
    const tenant = await newManufacturer(server);
    const red = await addAttribute(server.app, tenant.token, 'colors', 'Red');
    await addAttribute(server.app, tenant.token, 'colors', 'Grey', false);
    const blue = await addAttribute(server.app, tenant.token, 'colors', 'blue');
    const options = await call('GET', '/attr/color', undefined, tenant.token);
    expect(options.statusCode).toBe(200);
    expect(options.json()).toEqual([
      { id: blue, name: 'blue' },
      { id: red, name: 'Red' },
    ]);
    // The singular also works for writing.
    const size = await call('POST', '/attr/size', { name: 'XL' }, tenant.token);
    expect(size.statusCode).toBe(201);
    expect((await call('GET', '/attr/sizes', undefined, tenant.token)).json()).toHaveLength(1);
  });

  it('refuses a name the type already has, in any case, with 409 and writes nothing', async () => {
    const tenant = await newManufacturer(server);
    await addAttribute(server.app, tenant.token, 'brands', 'Acme');
    const again = await call('POST', '/attr/brands', { name: 'ACME' }, tenant.token);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('A brand named "ACME" already exists');
    expect((await call('GET', '/attr/brands', undefined, tenant.token)).json()).toHaveLength(1);
    // Another type, or another manufacturer, may use the name.
    expect((await call('POST', '/attr/fabrics', { name: 'Acme' }, tenant.token)).statusCode).toBe(201);
    expect((await call('POST', '/attr/brands', { name: 'Acme' })).statusCode).toBe(201);
    const other = await addAttribute(server.app, tenant.token, 'brands', 'Other');
    const rename = await call('PUT', `/attr/brands/${other}`, { name: 'acme' }, tenant.token);
    expect(rename.statusCode).toBe(409);
  });

  it('answers the validation messages of SPEC 5', async () => {
    const blank = await call('POST', '/attr/colors', { name: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toContain('Name is required');
    const long = await call('POST', '/attr/colors', { name: 'x'.repeat(121) });
    expect(long.statusCode).toBe(400);
    expect((await call('GET', '/attr/shoes')).statusCode).toBe(400);
  });

  it('refuses to delete an item products use, saying how many', async () => {
    const tenant = await newManufacturer(server);
    const cotton = await addAttribute(server.app, tenant.token, 'fabrics', 'Cotton');
    const category = await addCategory(server.app, tenant.token, 'Shirts');
    const first = await createProduct(server.app, tenant.token, category, { fabricIds: [String(cotton)] });
    await createProduct(server.app, tenant.token, category, { fabricIds: [String(cotton)] });
    const refused = await call('DELETE', `/attr/fabrics/${cotton}`, undefined, tenant.token);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('This fabric is used by 2 products; remove it from them first');
    // A deleted product no longer holds the item.
    await call('DELETE', `/products/${first.id}`, undefined, tenant.token);
    expect(
      (await call('DELETE', `/attr/fabrics/${cotton}`, undefined, tenant.token)).json().message,
    ).toContain('used by 1 product;');
  });

  it('answers 404 for an unknown item or one of another type', async () => {
    const color = await addAttribute(server.app, owner.token, 'colors', 'Teal');
    expect((await call('PUT', `/attr/sizes/${color}`, { name: 'x' })).statusCode).toBe(404);
    expect((await call('DELETE', `/attr/sizes/${color}`)).statusCode).toBe(404);
    expect((await call('PUT', '/attr/colors/999999', { name: 'x' })).json().message).toBe('Color not found');
  });
});
