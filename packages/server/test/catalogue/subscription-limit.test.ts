import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/test-app';
import {
  addCategory,
  createProduct,
  liveProducts,
  newManufacturer,
  productFields,
  sendProductForm,
} from './catalogue-support';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const create = (token: string, category: number) =>
  sendProductForm(server.app, {
    method: 'POST',
    url: '/api/products',
    token,
    fields: productFields(category),
  });

describe('subscription limits on creating products', () => {
  it('answers 403 beyond the product limit; a deleted product frees its place', async () => {
    const tenant = await newManufacturer(server, { productLimit: 2 });
    const category = await addCategory(server.app, tenant.token, 'Tees');
    const first = await createProduct(server.app, tenant.token, category);
    await createProduct(server.app, tenant.token, category);
    const third = await create(tenant.token, category);
    expect(third.statusCode).toBe(403);
    expect(third.json().message).toBe('Product limit reached: your subscription allows 2 products');
    expect(await liveProducts(server.db, tenant.id)).toBe(2);
    await server.app.inject({
      method: 'DELETE',
      url: `/api/products/${first.id}`,
      headers: { authorization: `Bearer ${tenant.token}` },
    });
    expect((await create(tenant.token, category)).statusCode).toBe(201);
  });

  it.each([
    [{ isActive: false }, 'Your subscription is inactive, so products cannot be added'],
    [
      { startDate: '2020-01-01', endDate: '2021-01-01' },
      'Your subscription expired on 2021-01-01, so products cannot be added',
    ],
    [
      { startDate: '2098-01-01', endDate: '2099-01-01' },
      'Your subscription starts on 2098-01-01, so products cannot be added yet',
    ],
  ])('answers 403 while the subscription is %j', async (subscription, message) => {
    const tenant = await newManufacturer(server, subscription);
    const category = await addCategory(server.app, tenant.token, 'Tees');
    const response = await create(tenant.token, category);
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe(message);
    expect(await liveProducts(server.db, tenant.id)).toBe(0);
  });

  it('answers 403 without a subscription', async () => {
    const tenant = await newManufacturer(server, null);
    const category = await addCategory(server.app, tenant.token, 'Tees');
    expect((await create(tenant.token, category)).json().message).toBe(
      'You have no subscription, so products cannot be added',
    );
  });

  it('lets only one of several concurrent creates at the limit succeed', async () => {
    const tenant = await newManufacturer(server, { productLimit: 3 });
    const category = await addCategory(server.app, tenant.token, 'Tees');
    await createProduct(server.app, tenant.token, category);
    await createProduct(server.app, tenant.token, category);
    const answers = await Promise.all(Array.from({ length: 6 }, () => create(tenant.token, category)));
    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses).toEqual([201, 403, 403, 403, 403, 403]);
    expect(await liveProducts(server.db, tenant.id)).toBe(3);
  });
});
