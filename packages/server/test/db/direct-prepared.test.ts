import { DrizzleQueryError, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { directPrepared } from '../../src/db/direct-prepared';
import { products } from '../../src/db/schema';
import { newManufacturer } from '../catalogue/catalogue-support';
import { startTestServer, type TestServer } from '../support/test-app';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

/** A select with every kind of field the hot statements use: columns, a numeric, a timestamp, an expression, a null. */
const productRow = (name: string) =>
  server.db
    .select({
      id: products.id,
      name: products.name,
      price: products.price,
      createdAt: products.createdAt,
      image: sql<string | null>`${products.images}[1]`,
      categoryId: products.categoryId,
      doubled: sql<number>`${products.stockQty} * 2`.mapWith(Number),
    })
    .from(products)
    .where(eq(products.id, sql.placeholder('id')))
    .prepare(name);

describe('a prepared statement run directly on the driver', () => {
  it('answers the same rows as Drizzle, with the same types', async () => {
    const tenant = await newManufacturer(server);
    const [product] = await server.db
      .insert(products)
      .values({
        manufacturerId: tenant.id,
        sku: 'DIRECT-1',
        name: 'Direct Kurta',
        adminName: 'Lot 1',
        price: 499.5,
        mrp: 999,
        stockQty: 7,
        description: 'A test product',
        status: 'Active',
      })
      .returning({ id: products.id });
    if (!product) throw new Error('no product');
    const [drizzle] = await productRow('direct_test_drizzle').execute({ id: product.id });
    const [direct] = await directPrepared(productRow('direct_test_direct')).execute({ id: product.id });
    expect(direct).toEqual(drizzle);
    expect(Object.keys(direct ?? {})).toEqual(Object.keys(drizzle ?? {}));
    expect(direct?.createdAt).toBeInstanceOf(Date);
    expect(typeof direct?.price).toBe(typeof drizzle?.price);
    expect(direct?.doubled).toBe(14);
    expect(await directPrepared(productRow('direct_test_none')).execute({ id: -1 })).toEqual([]);
  });

  it('fails as Drizzle does: a DrizzleQueryError whose cause is the driver’s error', async () => {
    const bad = directPrepared(
      server.db
        .select({ id: products.id })
        .from(products)
        .where(sql`${products.id} = ${sql.placeholder('id')}::int`)
        .prepare('direct_test_bad'),
    );
    const error = await bad.execute({ id: 'not a number' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DrizzleQueryError);
    expect((error as { cause?: { code?: string } }).cause?.code).toBe('22P02');
  });
});
