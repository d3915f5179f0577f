import { ATTRIBUTE_TYPES, type AttributeType, PRODUCT_LINKS, type ProductForm } from '@apparel/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { attributeItems, categories, subcategories } from '../../db/schema';
import { badRequest } from '../../errors';

/** The attribute item ids of a form, checked and de-duplicated. */
export type CheckedReferences = { categoryId: number; subcategoryId: number | null; itemIds: number[] };

/**
 * The category must be the manufacturer's, the sub-category one of that category, and every
 * attribute id the manufacturer's item of the list's type. Answers 400 naming the field otherwise.
 */
export const checkReferences = async (
  db: Queryable,
  manufacturerId: number,
  form: ProductForm,
): Promise<CheckedReferences> => {
  const [category] = await db
    .select({ id: categories.id })
    .from(categories)
    .where(and(eq(categories.id, form.categoryId), eq(categories.manufacturerId, manufacturerId)));
  if (!category) throw badRequest('categoryId: Category not found');
  if (form.subcategoryId !== undefined) {
    const [subcategory] = await db
      .select({ categoryId: subcategories.categoryId })
      .from(subcategories)
      .where(and(eq(subcategories.id, form.subcategoryId), eq(subcategories.manufacturerId, manufacturerId)));
    if (!subcategory) throw badRequest('subcategoryId: Subcategory not found');
    if (subcategory.categoryId !== form.categoryId)
      throw badRequest('subcategoryId: The subcategory does not belong to the chosen category');
  }
  const wanted = new Map<number, AttributeType>();
  for (const type of ATTRIBUTE_TYPES) {
    for (const id of form[PRODUCT_LINKS[type].ids]) wanted.set(id, type);
  }
  if (wanted.size > 0) {
    const found = await db
      .select({ id: attributeItems.id, type: attributeItems.type })
      .from(attributeItems)
      .where(
        and(
          eq(attributeItems.manufacturerId, manufacturerId),
          inArray(attributeItems.id, [...wanted.keys()]),
        ),
      );
    const typeOf = new Map(found.map((item) => [item.id, item.type]));
    for (const [id, type] of wanted) {
      if (typeOf.get(id) !== type)
        throw badRequest(`${PRODUCT_LINKS[type].ids}: ${id} is not one of your ${type}`);
    }
  }
  return {
    categoryId: form.categoryId,
    subcategoryId: form.subcategoryId ?? null,
    itemIds: [...wanted.keys()],
  };
};
