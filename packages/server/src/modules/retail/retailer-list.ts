import {
  isPagedQuery,
  type LinkStatus,
  type RetailerLink,
  type RetailerSortField,
  type SortOrder,
} from '@apparel/contracts';
import { and, count, eq, type SQL, sql } from 'drizzle-orm';
import type { Database, Queryable } from '../../db/client';
import { retailerLinks, retailers, users } from '../../db/schema';
import {
  containsPattern,
  listOrder,
  matchesPattern,
  preparedByShape,
  windowValues,
} from '../shared/list-page';
import { selectLinks, toLink } from './retailer-view';

/** One link list's query after the contract: the retailers list's, or the requests' (status fixed). */
export type LinkListQuery = {
  q?: string | null;
  status?: LinkStatus;
  sortBy?: RetailerSortField;
  sortOrder?: SortOrder;
  page?: number;
  pageSize?: number;
};
type LinkSort = { sortBy: RetailerSortField; sortOrder: SortOrder };

const SORT_KEYS = {
  createdAt: retailerLinks.createdAt,
  name: sql`lower(${retailers.name})`,
  mobile: users.mobile,
  email: sql`lower(${users.email})`,
  city: sql`lower(${retailers.city})`,
  state: sql`lower(${retailers.state})`,
  type: retailers.type,
  status: retailerLinks.status,
  contactPerson: sql`lower(${retailers.contactPerson})`,
} satisfies Record<RetailerSortField, unknown>;

/**
 * The links of one manufacturer (from the token) the query asks for, with placeholders for the
 * values (`searchValues`), so one prepared statement serves every search of its shape. `q` looks in
 * what the list shows: name, mobile, email, city and contact person.
 */
const linkFilter = (query: LinkListQuery): SQL | undefined =>
  and(
    eq(retailerLinks.manufacturerId, sql.placeholder('manufacturerId')),
    query.status ? eq(retailerLinks.status, sql.placeholder('status')) : undefined,
    query.q
      ? matchesPattern(sql.placeholder('pattern'), [
          retailers.name,
          users.mobile,
          users.email,
          retailers.city,
          retailers.contactPerson,
        ])
      : undefined,
  );

/** The placeholders' values for a query. */
export const searchValues = (manufacturerId: number, query: LinkListQuery) => ({
  manufacturerId,
  status: query.status ?? '',
  pattern: query.q ? containsPattern(query.q) : '',
  ...windowValues(query),
});

/**
 * The SQL of a links list (page rows, or every row; and the total), also used by the benchmark's
 * bare route through `toSQL()` and `searchValues`. Unsearched, the total counts the links alone (the
 * manufacturer's index), without the joins.
 */
export const linkListStatements = (db: Queryable, query: LinkListQuery, sort: LinkSort) => {
  const where = linkFilter(query);
  const order = listOrder(
    SORT_KEYS,
    query.sortBy ?? sort.sortBy,
    query.sortOrder ?? sort.sortOrder,
    retailerLinks.id,
  );
  // A new builder each time: Drizzle's limit() changes the builder it is called on.
  const rows = () =>
    selectLinks(db)
      .where(where)
      .orderBy(...order);
  const counted = db.select({ total: count() }).from(retailerLinks);
  return {
    all: rows(),
    page: rows().limit(sql.placeholder('limit')).offset(sql.placeholder('offset')),
    count: query.q
      ? counted
          .innerJoin(retailers, eq(retailers.id, retailerLinks.retailerId))
          .innerJoin(users, eq(users.id, retailers.userId))
          .where(where)
      : counted.where(where),
  };
};

/** What decides a list's SQL (which filters, sort); the rest are values. */
const shapeOf = (query: LinkListQuery, sort: LinkSort) =>
  `${query.q ? 'q_' : ''}${query.status ? 'status_' : ''}${query.sortBy ?? sort.sortBy}_${query.sortOrder ?? sort.sortOrder}`;

/**
 * A links list (`key`: "retailers" or "requests") as product.md answers it (a plain array) or, with
 * `page`/`pageSize`, one page with its total. Each shape of query (at most 72 per list) is prepared
 * once, on first use, so a page builds no SQL and PostgreSQL parses and plans nothing.
 */
export const createLinkList = <const Key extends string>(db: Database, key: Key, sort: LinkSort) => {
  const statementsOf = preparedByShape(
    (query: LinkListQuery) => shapeOf(query, sort),
    (query, shape) => {
      const statements = linkListStatements(db, query, sort);
      return {
        all: statements.all.prepare(`link_list_${key}_all_${shape}`),
        page: statements.page.prepare(`link_list_${key}_page_${shape}`),
        count: statements.count.prepare(`link_list_${key}_count_${shape}`),
      };
    },
  );
  return async (manufacturerId: number, query: LinkListQuery) => {
    const statements = statementsOf(query);
    const values = searchValues(manufacturerId, query);
    if (!isPagedQuery(query)) return (await statements.all.execute(values)).map(toLink);
    const [rows, [counted]] = await Promise.all([
      statements.page.execute(values),
      statements.count.execute(values),
    ]);
    return {
      [key]: rows.map(toLink),
      total: counted?.total ?? 0,
      page: query.page ?? 1,
      pageSize: values.limit,
    } as { [K in Key]: RetailerLink[] } & { total: number; page: number; pageSize: number };
  };
};
