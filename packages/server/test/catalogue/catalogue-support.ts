import type { AttributeType } from '@apparel/contracts';
import { and, count, eq, isNull } from 'drizzle-orm';
import type { App } from '../../src/app';
import type { Database } from '../../src/db/client';
import { manufacturers, products, subscriptions } from '../../src/db/schema';
import { callApi, createAccount, tokenFor } from '../support/fixtures';
import { type FilePart, multipart } from '../support/multipart';
import type { TestServer } from '../support/test-app';

let serial = 0;

/** A manufacturer of its own with a subscription (active for a year by default) and a logged-in user. */
export const newManufacturer = async (
  server: TestServer,
  subscription: Partial<typeof subscriptions.$inferInsert> | null = {},
) => {
  serial += 1;
  const [manufacturer] = await server.db
    .insert(manufacturers)
    .values({
      name: `Catalogue Test ${serial}`,
      description: 'Test manufacturer',
      address: '1 Test Road',
      state: 'Gujarat',
      city: 'Surat',
    })
    .returning({ id: manufacturers.id });
  if (!manufacturer) throw new Error('No manufacturer');
  if (subscription)
    await server.db.insert(subscriptions).values({
      manufacturerId: manufacturer.id,
      startDate: '2020-01-01',
      endDate: '2099-12-31',
      productLimit: 1000,
      retailerLimit: 10,
      isActive: true,
      ...subscription,
    });
  const user = await createAccount(server.db, { role: 'MANUFACTURER', manufacturerId: manufacturer.id });
  return { id: manufacturer.id, token: await tokenFor(server.app, user.email, user.password) };
};

export type Tenant = Awaited<ReturnType<typeof newManufacturer>>;

export const addAttribute = async (
  app: App,
  token: string,
  type: AttributeType,
  name: string,
  isActive = true,
) => {
  const response = await callApi(app, {
    method: 'POST',
    url: `/api/attr/${type}`,
    token,
    body: { name, isActive },
  });
  if (response.statusCode !== 201) throw new Error(`Attribute ${name}: ${response.body}`);
  return response.json<{ id: number }>().id;
};

export const addCategory = async (app: App, token: string, name: string) => {
  const response = await callApi(app, { method: 'POST', url: '/api/attr/categories', token, body: { name } });
  if (response.statusCode !== 201) throw new Error(`Category ${name}: ${response.body}`);
  return response.json<{ id: number }>().id;
};

export const addSubcategory = async (app: App, token: string, categoryId: number, name: string) => {
  const response = await callApi(app, {
    method: 'POST',
    url: '/api/attr/categories/subcategory',
    token,
    body: { categoryId, name },
  });
  if (response.statusCode !== 201) throw new Error(`Subcategory ${name}: ${response.body}`);
  return response.json<{ id: number }>().id;
};

/** Text fields of a valid product form, as the screen sends them. */
export const productFields = (
  categoryId: number,
  overrides: Record<string, string | string[] | undefined> = {},
) => {
  serial += 1;
  return {
    name: `Linen Shirt ${serial}`,
    adminName: `Linen shirt (admin) ${serial}`,
    sku: `SKU-${serial}`,
    price: '499.50',
    mrp: '799',
    stockQty: '25',
    description: 'A breathable linen shirt.',
    fullDesc: '<p>Breathable <strong>linen</strong></p>',
    categoryId: String(categoryId),
    status: 'Active',
    discount: '[]',
    ...overrides,
  };
};

/** Sends the product form (multipart) as the browser does; array fields repeat as `field[]`. */
export const sendProductForm = async (
  app: App,
  options: {
    method: 'POST' | 'PUT';
    url: string;
    token?: string;
    fields: Record<string, string | string[] | undefined>;
    files?: [string, FilePart][];
  },
) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(options.fields)) {
    if (Array.isArray(value)) for (const item of value) form.append(`${name}[]`, item);
    else if (value !== undefined) form.append(name, value);
  }
  for (const [name, file] of options.files ?? [])
    form.append(
      name,
      new Blob([new Uint8Array(file.bytes)], { type: file.type ?? 'application/octet-stream' }),
      file.filename,
    );
  const encoded = new Response(form);
  return app.inject({
    method: options.method,
    url: options.url,
    headers: {
      'content-type': encoded.headers.get('content-type') ?? '',
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
    },
    payload: Buffer.from(await encoded.arrayBuffer()),
  });
};

/** Sends a CSV file to the import, under `file` (or the other reading, `csvfile`). */
export const importCsv = async (
  app: App,
  token: string,
  csv: string | Buffer,
  field = 'file',
  filename = 'products.csv',
) => {
  const body = await multipart({}, { [field]: { bytes: Buffer.from(csv), filename, type: 'text/csv' } });
  return app.inject({
    method: 'POST',
    url: '/api/manufacturer/bulk-upload',
    headers: { ...body.headers, authorization: `Bearer ${token}` },
    payload: body.payload,
  });
};

/** Live (not deleted) products of a manufacturer. */
export const liveProducts = async (db: Database, manufacturerId: number) => {
  const [row] = await db
    .select({ n: count() })
    .from(products)
    .where(and(eq(products.manufacturerId, manufacturerId), isNull(products.deletedAt)));
  return row?.n ?? 0;
};

export const createProduct = async (
  app: App,
  token: string,
  categoryId: number,
  overrides: Record<string, string | string[] | undefined> = {},
) => {
  const response = await sendProductForm(app, {
    method: 'POST',
    url: '/api/products',
    token,
    fields: productFields(categoryId, overrides),
  });
  if (response.statusCode !== 201) throw new Error(`Product: ${response.body}`);
  return response.json<{ id: number; sku: string }>();
};
