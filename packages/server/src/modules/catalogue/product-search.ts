import { LOW_STOCK_THRESHOLD, type ProductPage, type productListQuerySchema } from '@apparel/contracts';
import { and, asc, count, desc, eq, isNull, lte, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database, Queryable } from '../../db/client';
import { directPrepared } from '../../db/direct-prepared';
import { liveProductCount } from '../../db/product-counts';
import { products } from '../../db/schema';
import type { FileStorage } from '../../storage/file-storage';
import { escapeLike, preparedByShape } from '../shared/list-page';

/** The list query after the contract's defaults: page from 1, page size capped at 100, a known sort. */
export type ProductQuery = z.output<typeof productListQuerySchema>;

/** The text `q` searches: display name, name and SKU (served by the trigram index of the same expression). */
export const searchText = sql`lower(${products.name} || ' ' || ${products.adminName} || ' ' || ${products.sku})`;

const SORT_KEYS = {
  createdAt: sql`${products.createdAt}`,
  name: sql`lower(${products.name})`,
  sku: sql`${products.sku}`,
  price: sql`${products.price}`,
  mrp: sql`${products.mrp}`,
  stockQty: sql`${products.stockQty}`,
} satisfies Record<ProductQuery['sortBy'], SQL>;

export type ProductFilters = Pick<ProductQuery, 'q' | 'active' | 'categoryId' | 'status' | 'lowStock'>;

/** Whether the query narrows the list (then its total is counted, not read from the kept count). */
const isFiltered = ({ q, active, categoryId, status, lowStock }: ProductFilters) =>
  !!(q || active || categoryId || status || lowStock);

/** The values a products filter compares with: numbers and text, or placeholders of a prepared statement. */
type Bound<T> = T | Placeholder;
export type ProductFilterValues = {
  manufacturerId: Bound<number>;
  status: Bound<string>;
  categoryId: Bound<number>;
  pattern: Bound<string>;
};

/** The filter's values for a query (the `like` pattern of `q` escaped and lower-cased). */
export const productFilterValues = (manufacturerId: number, query: ProductFilters) => ({
  manufacturerId,
  status: query.status ?? '',
  categoryId: query.categoryId ?? 0,
  pattern: query.q ? `%${escapeLike(query.q.toLowerCase())}%` : '',
});

/** The same values as placeholders: one prepared statement serves every query of a shape. */
const FILTER_PLACEHOLDERS: ProductFilterValues = {
  manufacturerId: sql.placeholder('manufacturerId'),
  status: sql.placeholder('status'),
  categoryId: sql.placeholder('categoryId'),
  pattern: sql.placeholder('pattern'),
};

/**
 * One manufacturer's products that are not deleted, filtered by `q`, `active`, category, status and
 * low stock: which filters apply comes from the query, what they compare with from `values`.
 */
export const productFilter = (values: ProductFilterValues, query: ProductFilters) =>
  and(
    eq(products.manufacturerId, values.manufacturerId),
    isNull(products.deletedAt),
    query.active ? eq(products.status, 'Active') : undefined,
    query.status ? eq(products.status, values.status) : undefined,
    query.categoryId ? eq(products.categoryId, values.categoryId) : undefined,
    query.lowStock ? lte(products.stockQty, LOW_STOCK_THRESHOLD) : undefined,
    query.q ? sql`${searchText} like ${values.pattern}` : undefined,
  );

export const productOrder = (query: Pick<ProductQuery, 'sortBy' | 'sortOrder'>) => {
  const direction = query.sortOrder === 'asc' ? asc : desc;
  // Ties broken by id so that pages never overlap or skip a row.
  return [direction(SORT_KEYS[query.sortBy]), direction(products.id)];
};

/** The placeholders' values for a query: the filter's and the page window's. */
export const productListValues = (manufacturerId: number, query: ProductQuery) => ({
  ...productFilterValues(manufacturerId, query),
  limit: query.pageSize,
  offset: (query.page - 1) * query.pageSize,
});

/**
 * The two statements of a list page (rows, total) with placeholders (`productListValues`), also used
 * by the benchmark's bare route and EXPLAIN. Unfiltered, the total is the kept count; filtered, it is
 * counted (through the index that filters).
 */
export const productListStatements = (db: Queryable, query: ProductQuery) => {
  const where = productFilter(FILTER_PLACEHOLDERS, query);
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
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset')),
    count: isFiltered(query)
      ? db.select({ total: count() }).from(products).where(where)
      : liveProductCount(db, FILTER_PLACEHOLDERS.manufacturerId),
  };
};

/** What decides a products list's SQL (which filters, the sort); the rest are values. */
const shapeOf = (query: ProductQuery) =>
  [
    query.q && 'q',
    query.active && 'active',
    query.status && 'status',
    query.categoryId && 'category',
    query.lowStock && 'low',
    query.sortBy,
    query.sortOrder,
  ]
    .filter(Boolean)
    .join('_');

/**
 * Pages of products with their total. Each shape of query is prepared once, on first use, so a page
 * builds no SQL and PostgreSQL parses and plans nothing (the list's server time was 13 % Drizzle
 * building the same statements again).
 */
export const createProductList = (db: Database, storage: FileStorage) => {
  const statementsOf = preparedByShape(shapeOf, (query: ProductQuery, shape) => {
    const statements = productListStatements(db, query);
    return {
      page: directPrepared(statements.page.prepare(`product_list_page_${shape}`)),
      count: directPrepared(statements.count.prepare(`product_list_count_${shape}`)),
    };
  });
  return async (manufacturerId: number, query: ProductQuery): Promise<ProductPage> => {
    const statements = statementsOf(query);
    const values = productListValues(manufacturerId, query);
    const [rows, [counted]] = await Promise.all([
      statements.page.execute(values),
      statements.count.execute(values),
    ]);
    return {
      // Each field named: a rest pattern over a row costs V8 a slow copy per row (see toLink).
      products: rows.map((row) => ({
        id: row.id,
        name: row.name,
        adminName: row.adminName,
        sku: row.sku,
        price: row.price,
        mrp: row.mrp,
        stockQty: row.stockQty,
        status: row.status as 'Active' | 'Inactive',
        categoryId: row.categoryId,
        images: row.image ? [storage.url(row.image)] : [],
        createdAt: row.createdAt.toISOString(),
      })),
      total: counted?.total ?? 0,
      page: query.page,
      pageSize: query.pageSize,
    };
  };
};
