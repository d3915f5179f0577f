import {
  type Category,
  type CategoryForm,
  type CategorySortField,
  categoryFormSchema,
  type ListQuery,
  type Subcategory,
  type SubcategoryForm,
  type SubcategorySortField,
  subcategoryFormSchema,
} from '@apparel/contracts';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { categories, products, subcategories } from '../../db/schema';
import { ApiError, notFound } from '../../errors';
import { listCategories, listSubcategories, selectCategories, subcategoryColumns } from './category-list';
import { pgCode, UNIQUE_VIOLATION } from './pg-errors';

export type CategoryService = ReturnType<typeof createCategoryService>;

export const CATEGORY_NOT_FOUND = 'Category not found';
export const SUBCATEGORY_NOT_FOUND = 'Subcategory not found';

const productsWord = (count: number) => `${count} product${count === 1 ? '' : 's'}`;

const writeUnique = async <T>(message: string, write: () => Promise<T>): Promise<T> => {
  try {
    return await write();
  } catch (error) {
    if (pgCode(error) === UNIQUE_VIOLATION) throw new ApiError(409, message);
    throw error;
  }
};

/** Categories and their sub-categories, of one manufacturer (a sub-category never crosses tenants). */
export const createCategoryService = (db: Database) => {
  const ownedCategory = (manufacturerId: number, id: number) =>
    and(eq(categories.id, id), eq(categories.manufacturerId, manufacturerId));
  const ownedSubcategory = (manufacturerId: number, id: number) =>
    and(eq(subcategories.id, id), eq(subcategories.manufacturerId, manufacturerId));

  const assertCategory = async (manufacturerId: number, id: number): Promise<void> => {
    const [row] = await db
      .select({ id: categories.id })
      .from(categories)
      .where(ownedCategory(manufacturerId, id));
    if (!row) throw notFound(CATEGORY_NOT_FOUND);
  };

  const readCategory = async (manufacturerId: number, id: number): Promise<Category> => {
    const [category] = await selectCategories(db, ownedCategory(manufacturerId, id));
    if (!category) throw notFound(CATEGORY_NOT_FOUND);
    return category;
  };

  /** Products (not deleted) that use a category or sub-category. */
  const productsUsing = async (
    column: typeof products.categoryId | typeof products.subcategoryId,
    id: number,
  ) => {
    const [row] = await db
      .select({ count: sql<number>`count(*)::int` })
      .from(products)
      .where(and(eq(column, id), isNull(products.deletedAt)));
    return row?.count ?? 0;
  };

  return {
    list: (manufacturerId: number, query: ListQuery<CategorySortField> = {}) =>
      listCategories(db, manufacturerId, query),
    assertCategory,

    async createCategory(manufacturerId: number, form: CategoryForm): Promise<Category> {
      const { name, description, defaultHsn } = categoryFormSchema.parse(form);
      const [created] = await writeUnique(`A category named "${name}" already exists`, () =>
        db
          .insert(categories)
          .values({ manufacturerId, name, description: description || null, defaultHsn })
          .returning({ id: categories.id }),
      );
      if (!created) throw new Error('The category was not created');
      return readCategory(manufacturerId, created.id);
    },

    async updateCategory(manufacturerId: number, id: number, form: CategoryForm): Promise<Category> {
      const { name, description, defaultHsn } = categoryFormSchema.parse(form);
      const [updated] = await writeUnique(`A category named "${name}" already exists`, () =>
        db
          .update(categories)
          // A form without a default HSN (product.md's modal) keeps the stored one: drizzle leaves undefined out.
          .set({ name, description: description || null, defaultHsn })
          .where(ownedCategory(manufacturerId, id))
          .returning({ id: categories.id }),
      );
      if (!updated) throw notFound(CATEGORY_NOT_FOUND);
      return readCategory(manufacturerId, id);
    },

    /** 409 when products use the category; its sub-categories go with it. */
    async removeCategory(manufacturerId: number, id: number): Promise<void> {
      await assertCategory(manufacturerId, id);
      const count = await productsUsing(products.categoryId, id);
      if (count > 0)
        throw new ApiError(409, `This category is used by ${productsWord(count)}; move or delete them first`);
      await db.transaction(async (tx) => {
        // Deleted products keep their rows for orders; they let go of the category.
        await tx
          .update(products)
          .set({ categoryId: null, subcategoryId: null })
          .where(and(eq(products.categoryId, id), eq(products.manufacturerId, manufacturerId)));
        await tx.delete(subcategories).where(eq(subcategories.categoryId, id));
        await tx.delete(categories).where(ownedCategory(manufacturerId, id));
      });
    },

    async listSubcategories(
      manufacturerId: number,
      categoryId: number,
      query: ListQuery<SubcategorySortField> = {},
    ) {
      await assertCategory(manufacturerId, categoryId);
      return listSubcategories(db, manufacturerId, categoryId, query);
    },

    async assertSubcategory(manufacturerId: number, id: number): Promise<void> {
      const [row] = await db
        .select({ id: subcategories.id })
        .from(subcategories)
        .where(ownedSubcategory(manufacturerId, id));
      if (!row) throw notFound(SUBCATEGORY_NOT_FOUND);
    },

    async createSubcategory(manufacturerId: number, form: SubcategoryForm): Promise<Subcategory> {
      const { categoryId, name, description } = subcategoryFormSchema.parse(form);
      await assertCategory(manufacturerId, categoryId);
      const [created] = await writeUnique(
        `A subcategory named "${name}" already exists in this category`,
        () =>
          db
            .insert(subcategories)
            .values({ manufacturerId, categoryId, name, description: description || null })
            .returning(subcategoryColumns),
      );
      if (!created) throw new Error('The subcategory was not created');
      return created;
    },

    async updateSubcategory(manufacturerId: number, id: number, form: SubcategoryForm): Promise<Subcategory> {
      const { categoryId, name, description } = subcategoryFormSchema.parse(form);
      await assertCategory(manufacturerId, categoryId);
      const [current] = await db
        .select({ categoryId: subcategories.categoryId })
        .from(subcategories)
        .where(ownedSubcategory(manufacturerId, id));
      if (!current) throw notFound(SUBCATEGORY_NOT_FOUND);
      if (current.categoryId !== categoryId && (await productsUsing(products.subcategoryId, id)) > 0)
        throw new ApiError(409, 'Products use this subcategory; it cannot move to another category');
      const [updated] = await writeUnique(
        `A subcategory named "${name}" already exists in this category`,
        () =>
          db
            .update(subcategories)
            .set({ categoryId, name, description: description || null })
            .where(ownedSubcategory(manufacturerId, id))
            .returning(subcategoryColumns),
      );
      if (!updated) throw notFound(SUBCATEGORY_NOT_FOUND);
      return updated;
    },

    async removeSubcategory(manufacturerId: number, id: number): Promise<void> {
      const [row] = await db
        .select({ id: subcategories.id })
        .from(subcategories)
        .where(ownedSubcategory(manufacturerId, id));
      if (!row) throw notFound(SUBCATEGORY_NOT_FOUND);
      const count = await productsUsing(products.subcategoryId, id);
      if (count > 0)
        throw new ApiError(
          409,
          `This subcategory is used by ${productsWord(count)}; move or delete them first`,
        );
      await db.transaction(async (tx) => {
        await tx
          .update(products)
          .set({ subcategoryId: null })
          .where(and(eq(products.subcategoryId, id), eq(products.manufacturerId, manufacturerId)));
        await tx.delete(subcategories).where(ownedSubcategory(manufacturerId, id));
      });
    },
  };
};
