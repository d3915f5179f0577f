import type { ProductPage, productListQuerySchema } from '@apparel/contracts';
import { and, asc, count, desc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Queryable } from '../../db/client';
import { liveProductCount } from '../../db/product-counts';
import { products } from '../../db/schema';
import type { FileStorage } from '../../storage/file-storage';

/** The list query after the contract's defaults: page from 1, page size capped at 100, a known sort. */
export type ProductQuery = z.output<typeof productListQuerySchema>;

/** LIKE treats % and _ as wildcards and \ as their escape: typed text must match literally. */
const escapeLike = (text: string): string => text.replace(/[\\%_]/g, '\\$&');

/** The text `q` searches: display name, name and SKU (served by the trigram index of the same expression). */
export const searchText = sql`lower(${products.name} || ' ' || ${products.adminName} || ' ' || ${products.sku})`;

const SORT_KEYS = {
  createdAt: sql`${products.createdAt}`,
  name: sql`lower(${products.name})`,
  sku: sql`${products.sku}`,
  price: sql`${products.price}`,
  stockQty: sql`${products.stockQty}`,
} satisfies Record<ProductQuery['sortBy'], SQL>;

/** One manufacturer's products that are not deleted, filtered by `q` and `active`. */
export const productFilter = (manufacturerId: number, { q, active }: Pick<ProductQuery, 'q' | 'active'>) =>
  and(
    eq(products.manufacturerId, manufacturerId),
    isNull(products.deletedAt),
    active ? eq(products.status, 'Active') : undefined,
    q ? sql`${searchText} like ${`%${escapeLike(q.toLowerCase())}%`}` : undefined,
  );

export const productOrder = (query: Pick<ProductQuery, 'sortBy' | 'sortOrder'>) => {
  const direction = query.sortOrder === 'asc' ? asc : desc;
  // Ties broken by id so that pages never overlap or skip a row.
  return [direction(SORT_KEYS[query.sortBy]), direction(products.id)];
};

/**
 * The two statements of a list page (rows, total), also used by the benchmark's bare route and EXPLAIN.
 * Unfiltered, the total is the kept count; filtered, it is counted (through the index that filters).
 */
export const productListStatements = (db: Queryable, manufacturerId: number, query: ProductQuery) => {
  const where = productFilter(manufacturerId, query);
  return {
    page: db
      .select({
        id: products.id,
        name: products.name,
        adminName: products.adminName,
        sku: products.sku,
        price: products.price,
        mrp: products.mrp,
        stockQty: products.stockQty,
        status: products.status,
        categoryId: products.categoryId,
        image: sql<string | null>`${products.images}[1]`,
        createdAt: products.createdAt,
      })
      .from(products)
      .where(where)
      .orderBy(...productOrder(query))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    count:
      query.q || query.active
        ? db.select({ total: count() }).from(products).where(where)
        : liveProductCount(db, manufacturerId),
  };
};

/** One page of products with the total count. */
export const listProducts = async (
  db: Queryable,
  storage: FileStorage,
  manufacturerId: number,
  query: ProductQuery,
): Promise<ProductPage> => {
  const statements = productListStatements(db, manufacturerId, query);
  const [rows, [counted]] = await Promise.all([statements.page, statements.count]);
  return {
    products: rows.map(({ image, createdAt, status, ...row }) => ({
      ...row,
      status: status as 'Active' | 'Inactive',
      images: image ? [storage.url(image)] : [],
      createdAt: createdAt.toISOString(),
    })),
    total: counted?.total ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
};
