import {
  type Category,
  type CategoryForm,
  categoryFormSchema,
  type Subcategory,
  type SubcategoryForm,
  subcategoryFormSchema,
} from '@apparel/contracts';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { categories, products, subcategories } from '../../db/schema';
import { ApiError, notFound } from '../../errors';
import { pgCode, UNIQUE_VIOLATION } from './pg-errors';

export type CategoryService = ReturnType<typeof createCategoryService>;

export const CATEGORY_NOT_FOUND = 'Category not found';
export const SUBCATEGORY_NOT_FOUND = 'Subcategory not found';

const subcategoryColumns = {
  id: subcategories.id,
  categoryId: subcategories.categoryId,
  name: subcategories.name,
  description: subcategories.description,
};

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
    const list = await listCategories(manufacturerId, id);
    if (!list[0]) throw notFound(CATEGORY_NOT_FOUND);
    return list[0];
  };

  /** Every category (or one) with its sub-categories in one query. */
  const listCategories = async (manufacturerId: number, onlyId?: number): Promise<Category[]> => {
    const rows = await db
      .select({
        id: categories.id,
        name: categories.name,
        description: categories.description,
        subcategories: sql<{ id: number; name: string }[]>`coalesce(
          (select json_agg(json_build_object('id', s.id, 'name', s.name) order by lower(s.name), s.id)
           from subcategories s where s.category_id = categories.id), '[]'::json)`,
      })
      .from(categories)
      .where(onlyId ? ownedCategory(manufacturerId, onlyId) : eq(categories.manufacturerId, manufacturerId))
      .orderBy(asc(sql`lower(${categories.name})`), asc(categories.id));
    return rows.map((row) => ({ ...row, subcategoryCount: row.subcategories.length }));
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
    list: (manufacturerId: number) => listCategories(manufacturerId),
    assertCategory,

    async createCategory(manufacturerId: number, form: CategoryForm): Promise<Category> {
      const { name, description } = categoryFormSchema.parse(form);
      const [created] = await writeUnique(`A category named "${name}" already exists`, () =>
        db
          .insert(categories)
          .values({ manufacturerId, name, description: description || null })
          .returning({ id: categories.id }),
      );
      if (!created) throw new Error('The category was not created');
      return readCategory(manufacturerId, created.id);
    },

    async updateCategory(manufacturerId: number, id: number, form: CategoryForm): Promise<Category> {
      const { name, description } = categoryFormSchema.parse(form);
      const [updated] = await writeUnique(`A category named "${name}" already exists`, () =>
        db
          .update(categories)
          .set({ name, description: description || null })
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

    async listSubcategories(manufacturerId: number, categoryId: number): Promise<Subcategory[]> {
      await assertCategory(manufacturerId, categoryId);
      return db
        .select(subcategoryColumns)
        .from(subcategories)
        .where(
          and(eq(subcategories.categoryId, categoryId), eq(subcategories.manufacturerId, manufacturerId)),
        )
        .orderBy(asc(sql`lower(${subcategories.name})`), asc(subcategories.id));
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
