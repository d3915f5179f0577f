import { eq, type Placeholder, sql } from 'drizzle-orm';
import type { Queryable } from './client';
import { productCounts } from './schema';

/**
 * Live products of a manufacturer from the count the triggers of migration 0007 keep on `products`
 * (one row, 0 before its first product): the product limit and the unfiltered list's total read it.
 */
export const liveProductCount = (db: Queryable, manufacturerId: number | Placeholder) =>
  db
    .select({ total: sql<number>`coalesce(max(${productCounts.live}), 0)::int` })
    .from(productCounts)
    .where(eq(productCounts.manufacturerId, manufacturerId));
