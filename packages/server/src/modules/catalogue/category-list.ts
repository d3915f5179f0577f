import type {
  Category,
  CategorySortField,
  ListQuery,
  Subcategory,
  SubcategorySortField,
} from '@apparel/contracts';
import { and, count, eq, type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { categories, subcategories } from '../../db/schema';
import { answerList, inWindow, listOrder, matchesAny, type PageWindow } from '../shared/list-page';

// The table is named in full: Drizzle may print a column unqualified, which inside the subquery means s.id.
const subcategoryCount = sql<number>`(select count(*) from subcategories s where s.category_id = categories.id)::int`;

/** Text columns sort by lower() so both databases give the same order. */
const CATEGORY_SORT_KEYS = {
  name: sql`lower(${categories.name})`,
  description: sql`lower(coalesce(${categories.description}, ''))`,
  subcategoryCount,
} satisfies Record<CategorySortField, unknown>;

const SUBCATEGORY_SORT_KEYS = {
  name: sql`lower(${subcategories.name})`,
  description: sql`lower(coalesce(${subcategories.description}, ''))`,
} satisfies Record<SubcategorySortField, unknown>;

/** Categories with their sub-categories ({id, name}, A-Z) in one query, name A-Z unless `order` says. */
export const selectCategories = async (
  db: Queryable,
  where: SQL | undefined,
  order: SQL[] = listOrder(CATEGORY_SORT_KEYS, 'name', 'asc', categories.id),
  window: PageWindow = undefined,
): Promise<Category[]> => {
  const rows = await inWindow(
    db
      .select({
        id: categories.id,
        name: categories.name,
        description: categories.description,
        defaultHsn: categories.defaultHsn,
        subcategories: sql<{ id: number; name: string }[]>`coalesce(
          (select json_agg(json_build_object('id', s.id, 'name', s.name) order by lower(s.name), s.id)
           from subcategories s where s.category_id = categories.id), '[]'::json)`,
      })
      .from(categories)
      .where(where)
      .orderBy(...order)
      .$dynamic(),
    window,
  );
  return rows.map((row) => ({ ...row, subcategoryCount: row.subcategories.length }));
};

/** GET /attr/categories: one manufacturer's categories, searched by name and description; all or one page. */
export const listCategories = (
  db: Queryable,
  manufacturerId: number,
  query: ListQuery<CategorySortField>,
) => {
  const where = and(
    eq(categories.manufacturerId, manufacturerId),
    matchesAny(query.q, [categories.name, categories.description]),
  );
  const order = listOrder(
    CATEGORY_SORT_KEYS,
    query.sortBy ?? 'name',
    query.sortOrder ?? 'asc',
    categories.id,
  );
  return answerList<'categories', Category>(
    'categories',
    query,
    (window) => selectCategories(db, where, order, window),
    async () => (await db.select({ total: count() }).from(categories).where(where))[0]?.total ?? 0,
  );
};

export const subcategoryColumns = {
  id: subcategories.id,
  categoryId: subcategories.categoryId,
  name: subcategories.name,
  description: subcategories.description,
};

/** One category's sub-categories (the caller checked the category is the manufacturer's); all or one page. */
export const listSubcategories = (
  db: Queryable,
  manufacturerId: number,
  categoryId: number,
  query: ListQuery<SubcategorySortField>,
) => {
  const where = and(
    eq(subcategories.categoryId, categoryId),
    eq(subcategories.manufacturerId, manufacturerId),
    matchesAny(query.q, [subcategories.name, subcategories.description]),
  );
  return answerList<'subcategories', Subcategory>(
    'subcategories',
    query,
    (window) =>
      inWindow(
        db
          .select(subcategoryColumns)
          .from(subcategories)
          .where(where)
          .orderBy(
            ...listOrder(
              SUBCATEGORY_SORT_KEYS,
              query.sortBy ?? 'name',
              query.sortOrder ?? 'asc',
              subcategories.id,
            ),
          )
          .$dynamic(),
        window,
      ),
    async () => (await db.select({ total: count() }).from(subcategories).where(where))[0]?.total ?? 0,
  );
};
