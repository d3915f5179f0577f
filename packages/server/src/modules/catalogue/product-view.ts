import {
  ATTRIBUTE_TYPES,
  type AttributeType,
  orderAxes,
  PRODUCT_LINKS,
  type Product,
} from '@apparel/contracts';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { attributeItems, categories, products, productVariants, subcategories } from '../../db/schema';
import { type FileStorage, storageUrl } from '../../storage/file-storage';
import { type StoredVariant, variantRowsQuery } from './variant-writes';

export type ProductRow = typeof products.$inferSelect;
type LinkRow = { type: string; id: number; name: string };

/** The link lists of product.md §3 (productColors: [{colorId, color: {id, name}}], ...) from the product's items. */
const linkLists = (links: LinkRow[]) => {
  const lists = Object.fromEntries(ATTRIBUTE_TYPES.map((type) => [PRODUCT_LINKS[type].list, [] as object[]]));
  for (const { type, id, name } of links) {
    const link = PRODUCT_LINKS[type as AttributeType];
    lists[link.list]?.push({ [link.idKey]: id, [link.item]: { id, name } });
  }
  return lists as Pick<Product, (typeof PRODUCT_LINKS)[AttributeType]['list']>;
};

/** The variants in grid order: colour rows in the product's colour order, sizes in the manufacturer's. */
const inGridOrder = (links: LinkRow[], variants: StoredVariant[]): Product['variants'] => {
  const axes = orderAxes(
    links.filter((l) => l.type === 'sizes'),
    links.filter((l) => l.type === 'colors'),
  );
  const place = (list: readonly { id: number }[], id: number | null) =>
    list.findIndex((item) => item.id === id);
  return [...variants]
    .sort(
      (a, b) =>
        place(axes.colors, a.colorId) - place(axes.colors, b.colorId) ||
        place(axes.sizes, a.sizeId) - place(axes.sizes, b.sizeId),
    )
    .map((cell) => ({ ...cell, price: cell.price === null ? null : Number(cell.price) }));
};

/** A product row and its links as the answer of GET /products/{id}: URLs for keys, numbers for money. */
export const toProduct = (
  storage: FileStorage,
  row: ProductRow,
  links: LinkRow[],
  category: { id: number; name: string } | null,
  subcategory: { id: number; name: string } | null,
  variants: StoredVariant[] = [],
): Product => ({
  id: row.id,
  name: row.name,
  adminName: row.adminName,
  sku: row.sku,
  price: Number(row.price),
  mrp: Number(row.mrp),
  stockQty: row.stockQty,
  description: row.description,
  fullDesc: row.fullDesc,
  manufacturerId: row.manufacturerId,
  categoryId: row.categoryId,
  subcategoryId: row.subcategoryId,
  category,
  subcategory,
  gender: row.gender,
  weight: row.weight === null ? null : Number(row.weight),
  len: row.len === null ? null : Number(row.len),
  minOrderQty: row.minOrderQty,
  hsnCode: row.hsnCode,
  maxOrderOty: row.maxOrderQty,
  edm: row.edm,
  discount: row.discount,
  status: row.status as Product['status'],
  images: row.images.map((key) => storage.url(key)),
  catalogUrl: storageUrl(storage, row.catalogKey),
  videoUrl: storageUrl(storage, row.videoKey),
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
  ...linkLists(links),
  variants: inGridOrder(links, variants),
  packs: row.packs,
  orderMultiple: row.orderMultiple,
});

/**
 * Reads one product of a manufacturer (not deleted) with its category names, link lists and cells, or
 * null. Its three statements are prepared once (the detail is read far more often than written), so a
 * read builds no SQL and PostgreSQL plans nothing.
 */
export const createProductFinder = (db: Database, storage: FileStorage) => {
  const product = db
    .select({
      product: products,
      category: sql<{ id: number; name: string } | null>`case when ${categories.id} is null then null
        else json_build_object('id', ${categories.id}, 'name', ${categories.name}) end`,
      subcategory: sql<{ id: number; name: string } | null>`case when ${subcategories.id} is null then null
        else json_build_object('id', ${subcategories.id}, 'name', ${subcategories.name}) end`,
    })
    .from(products)
    .leftJoin(categories, eq(categories.id, products.categoryId))
    .leftJoin(subcategories, eq(subcategories.id, products.subcategoryId))
    .where(
      and(
        eq(products.id, sql.placeholder('id')),
        eq(products.manufacturerId, sql.placeholder('manufacturerId')),
        isNull(products.deletedAt),
      ),
    )
    .prepare('product_detail');
  // Sizes as the manufacturer keeps them (the order it added them), the other kinds by name.
  const links = db
    .select({ type: attributeItems.type, id: attributeItems.id, name: attributeItems.name })
    .from(attributeItems)
    .where(
      sql`${attributeItems.id} in (select value::integer from json_array_elements_text(${sql.placeholder('itemIds')}::json))`,
    )
    .orderBy(
      sql`case when ${attributeItems.type} = 'sizes' then ${attributeItems.id} end`,
      asc(sql`lower(${attributeItems.name})`),
      asc(attributeItems.id),
    )
    .prepare('product_detail_links');
  const variants = variantRowsQuery(db)
    .where(eq(productVariants.productId, sql.placeholder('id')))
    .prepare('product_detail_variants');

  return async (manufacturerId: number, id: number): Promise<Product | null> => {
    const [found] = await product.execute({ id, manufacturerId });
    if (!found) return null;
    const [itemLinks, cells] = await Promise.all([
      links.execute({ itemIds: JSON.stringify(found.product.itemIds) }),
      variants.execute({ id }),
    ]);
    return toProduct(storage, found.product, itemLinks, found.category, found.subcategory, cells);
  };
};
