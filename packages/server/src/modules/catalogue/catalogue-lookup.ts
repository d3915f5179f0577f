import type { AttributeType } from '@apparel/contracts';
import { eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { attributeItems, categories, subcategories } from '../../db/schema';

/** A manufacturer's categories, sub-categories and attribute items by name (any case), for CSV rows. */
export type CatalogueLookup = {
  category(name: string): number | undefined;
  subcategory(categoryId: number, name: string): number | undefined;
  item(type: AttributeType, name: string): number | undefined;
};

const key = (...parts: (string | number)[]) => parts.join('\u0000').toLowerCase();

/** A manufacturer's names as plain rows (they travel to the import's row-checking worker). */
export type CatalogueNames = {
  categories: { id: number; name: string }[];
  subcategories: { id: number; categoryId: number; name: string }[];
  items: { id: number; type: string; name: string }[];
};

/** Loaded once per import: a catalogue has hundreds of names, not millions. */
export const loadCatalogueNames = async (db: Queryable, manufacturerId: number): Promise<CatalogueNames> => {
  const [categoryRows, subcategoryRows, itemRows] = await Promise.all([
    db
      .select({ id: categories.id, name: categories.name })
      .from(categories)
      .where(eq(categories.manufacturerId, manufacturerId)),
    db
      .select({ id: subcategories.id, categoryId: subcategories.categoryId, name: subcategories.name })
      .from(subcategories)
      .where(eq(subcategories.manufacturerId, manufacturerId)),
    db
      .select({ id: attributeItems.id, type: attributeItems.type, name: attributeItems.name })
      .from(attributeItems)
      .where(eq(attributeItems.manufacturerId, manufacturerId)),
  ]);
  return { categories: categoryRows, subcategories: subcategoryRows, items: itemRows };
};

export const catalogueLookup = ({
  categories: categoryRows,
  subcategories: subcategoryRows,
  items: itemRows,
}: CatalogueNames): CatalogueLookup => {
  const byCategory = new Map(categoryRows.map((row) => [key(row.name.trim()), row.id]));
  const bySubcategory = new Map(subcategoryRows.map((row) => [key(row.categoryId, row.name.trim()), row.id]));
  const byItem = new Map(itemRows.map((row) => [key(row.type, row.name.trim()), row.id]));
  return {
    category: (name) => byCategory.get(key(name.trim())),
    subcategory: (categoryId, name) => bySubcategory.get(key(categoryId, name.trim())),
    item: (type, name) => byItem.get(key(type, name.trim())),
  };
};
