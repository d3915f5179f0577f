import { and, eq, isNull, or, sql } from 'drizzle-orm';
import { products } from '../../db/schema';
import type { MediaUsage } from './media-usage';

/**
 * The catalogue's answer to "which products use this file": the manufacturer's live products whose
 * images, catalogue PDF or video hold the storage key (products keep keys, not URLs).
 */
export const productMediaUsage: MediaUsage = {
  async productsUsing(manufacturerId, storageKey, db) {
    const rows = await db
      .select({ name: products.name })
      .from(products)
      .where(
        and(
          eq(products.manufacturerId, manufacturerId),
          isNull(products.deletedAt),
          or(
            sql`${storageKey} = any(${products.images})`,
            eq(products.catalogKey, storageKey),
            eq(products.videoKey, storageKey),
          ),
        ),
      )
      .orderBy(products.name)
      .limit(50);
    return rows.map((row) => row.name);
  },
};
