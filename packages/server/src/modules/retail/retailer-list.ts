import type { LinkStatus, RetailerLink, RetailerSortField, SortOrder } from '@apparel/contracts';
import { and, count, eq, type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { retailerLinks, retailers, users } from '../../db/schema';
import { answerList, inWindow, listOrder, matchesAny, type PageWindow } from '../shared/list-page';
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

/** `q` looks in what the list shows: name, mobile, email, city and contact person. */
const searched = (q: string | null | undefined) =>
  matchesAny(q, [retailers.name, users.mobile, users.email, retailers.city, retailers.contactPerson]);

/** The links of one manufacturer (from the token) the query asks for. */
const linkFilter = (manufacturerId: number, query: LinkListQuery): SQL | undefined =>
  and(
    eq(retailerLinks.manufacturerId, manufacturerId),
    query.status ? eq(retailerLinks.status, query.status) : undefined,
    searched(query.q),
  );

/**
 * The SQL of a links list (page rows and total), shared with the benchmark's bare route. Unsearched,
 * the total counts the links alone (the manufacturer's index), without the joins.
 */
export const linkListStatements = (
  db: Queryable,
  manufacturerId: number,
  query: LinkListQuery,
  defaultSort: { sortBy: RetailerSortField; sortOrder: SortOrder },
  window: PageWindow,
) => {
  const where = linkFilter(manufacturerId, query);
  const order = listOrder(
    SORT_KEYS,
    query.sortBy ?? defaultSort.sortBy,
    query.sortOrder ?? defaultSort.sortOrder,
    retailerLinks.id,
  );
  const counted = db.select({ total: count() }).from(retailerLinks);
  return {
    page: inWindow(
      selectLinks(db)
        .where(where)
        .orderBy(...order)
        .$dynamic(),
      window,
    ),
    count: query.q
      ? counted
          .innerJoin(retailers, eq(retailers.id, retailerLinks.retailerId))
          .innerJoin(users, eq(users.id, retailers.userId))
          .where(where)
      : counted.where(where),
  };
};

/** A links list as SPEC answers it (plain array) or, with `page`/`pageSize`, one page under `key`. */
export const listLinks = <const Key extends string>(
  db: Queryable,
  key: Key,
  manufacturerId: number,
  query: LinkListQuery,
  defaultSort: { sortBy: RetailerSortField; sortOrder: SortOrder },
) =>
  answerList<Key, RetailerLink>(
    key,
    query,
    async (window) =>
      (await linkListStatements(db, manufacturerId, query, defaultSort, window).page).map(toLink),
    async () => {
      const [row] = await linkListStatements(db, manufacturerId, query, defaultSort, undefined).count;
      return row?.total ?? 0;
    },
  );
