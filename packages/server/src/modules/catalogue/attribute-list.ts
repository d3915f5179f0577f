import {
  type AttributeItem,
  type AttributeSortField,
  type AttributeType,
  isPagedQuery,
  type ListQuery,
} from '@apparel/contracts';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Database, Queryable } from '../../db/client';
import { attributeItems } from '../../db/schema';
import {
  containsPattern,
  listOrder,
  matchesPattern,
  preparedByShape,
  windowValues,
} from '../shared/list-page';

export const itemColumns = {
  id: attributeItems.id,
  name: attributeItems.name,
  description: attributeItems.description,
  isActive: attributeItems.isActive,
};

/** Text columns sort by lower() so both databases give the same order. */
const SORT_KEYS = {
  name: sql`lower(${attributeItems.name})`,
  description: sql`lower(coalesce(${attributeItems.description}, ''))`,
  isActive: attributeItems.isActive,
} satisfies Record<AttributeSortField, unknown>;

type AttributeListQuery = ListQuery<AttributeSortField>;

/** The placeholders' values of a list query. */
export const attributeListValues = (
  manufacturerId: number,
  type: AttributeType,
  query: AttributeListQuery,
) => ({
  manufacturerId,
  type,
  pattern: query.q ? containsPattern(query.q) : '',
  ...windowValues(query),
});

/**
 * The SQL of an attribute list (every row, a page, the total) with placeholders for the values, also
 * used by the benchmark's bare route through `toSQL()` and `attributeListValues`.
 */
export const attributeListStatements = (db: Queryable, query: AttributeListQuery, keptOrder = false) => {
  const where = and(
    eq(attributeItems.manufacturerId, sql.placeholder('manufacturerId')),
    eq(attributeItems.type, sql.placeholder('type')),
    query.q
      ? matchesPattern(sql.placeholder('pattern'), [attributeItems.name, attributeItems.description])
      : undefined,
  );
  const order =
    // Sizes unsorted read as the manufacturer keeps them (the order added: S, M, L, XL), like the stock grid.
    keptOrder && !query.sortBy
      ? [asc(attributeItems.id)]
      : listOrder(SORT_KEYS, query.sortBy ?? 'name', query.sortOrder ?? 'asc', attributeItems.id);
  // A new builder each time: Drizzle's limit() changes the builder it is called on.
  const rows = () =>
    db
      .select(itemColumns)
      .from(attributeItems)
      .where(where)
      .orderBy(...order);
  return {
    all: rows(),
    page: rows().limit(sql.placeholder('limit')).offset(sql.placeholder('offset')),
    count: db.select({ total: count() }).from(attributeItems).where(where),
  };
};

/**
 * GET /attr/{type}: one type's items, name A-Z unless sorted, searched by name and description; the
 * plain array, or with `page`/`pageSize` one page under `items`. Each query shape is prepared once.
 */
export const createAttributeList = (db: Database) => {
  const statementsOf = preparedByShape(
    (query: AttributeListQuery & { keptOrder?: boolean }) =>
      `${query.keptOrder && !query.sortBy ? 'kept_' : ''}${query.q ? 'q_' : ''}${query.sortBy ?? 'name'}_${query.sortOrder ?? 'asc'}`,
    (query, shape) => {
      const statements = attributeListStatements(db, query, query.keptOrder);
      return {
        all: statements.all.prepare(`attribute_list_all_${shape}`),
        page: statements.page.prepare(`attribute_list_page_${shape}`),
        count: statements.count.prepare(`attribute_list_count_${shape}`),
      };
    },
  );
  return async (manufacturerId: number, type: AttributeType, query: AttributeListQuery = {}) => {
    const statements = statementsOf({ ...query, keptOrder: type === 'sizes' });
    const values = attributeListValues(manufacturerId, type, query);
    if (!isPagedQuery(query)) return (await statements.all.execute(values)) as AttributeItem[];
    const [items, [counted]] = await Promise.all([
      statements.page.execute(values),
      statements.count.execute(values),
    ]);
    return {
      items: items as AttributeItem[],
      total: counted?.total ?? 0,
      page: query.page ?? 1,
      pageSize: values.limit,
    };
  };
};
