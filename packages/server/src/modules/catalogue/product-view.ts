import { ATTRIBUTE_TYPES, type AttributeType, PRODUCT_LINKS, type Product } from '@apparel/contracts';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { attributeItems, categories, products, subcategories } from '../../db/schema';
import { type FileStorage, storageUrl } from '../../storage/file-storage';

export type ProductRow = typeof products.$inferSelect;
type LinkRow = { type: string; id: number; name: string };

/** The link lists of SPEC 3 (productColors: [{colorId, color: {id, name}}], ...) from the product's items. */
const linkLists = (links: LinkRow[]) => {
  const lists = Object.fromEntries(ATTRIBUTE_TYPES.map((type) => [PRODUCT_LINKS[type].list, [] as object[]]));
  for (const { type, id, name } of links) {
    const link = PRODUCT_LINKS[type as AttributeType];
    lists[link.list]?.push({ [link.idKey]: id, [link.item]: { id, name } });
  }
  return lists as Pick<Product, (typeof PRODUCT_LINKS)[AttributeType]['list']>;
};

/** A product row and its links as the answer of GET /products/{id}: URLs for keys, numbers for money. */
export const toProduct = (
  storage: FileStorage,
  row: ProductRow,
  links: LinkRow[],
  category: { id: number; name: string } | null,
  subcategory: { id: number; name: string } | null,
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
  variants: [],
  packs: [],
  orderMultiple: null,
});

/** One product of a manufacturer (not deleted), with its category names and link lists, or null. */
export const findProduct = async (
  db: Queryable,
  storage: FileStorage,
  manufacturerId: number,
  id: number,
): Promise<Product | null> => {
  const [found] = await db
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
    .where(and(eq(products.id, id), eq(products.manufacturerId, manufacturerId), isNull(products.deletedAt)));
  if (!found) return null;
  const links = await db
    .select({ type: attributeItems.type, id: attributeItems.id, name: attributeItems.name })
    .from(attributeItems)
    .where(inArray(attributeItems.id, found.product.itemIds))
    .orderBy(asc(sql`lower(${attributeItems.name})`), asc(attributeItems.id));
  return toProduct(storage, found.product, links, found.category, found.subcategory);
};
