import { isPagedQuery, LIST_PAGE_SIZE, type ListPage, type SortOrder } from '@apparel/contracts';
import { asc, desc, or, type SQL, type SQLWrapper, sql } from 'drizzle-orm';

/** LIKE treats % and _ as wildcards and \ as their escape: typed text must match literally. */
export const escapeLike = (text: string): string => text.replace(/[\\%_]/g, '\\$&');

/** The LIKE pattern of a search: `q` anywhere, any case, matched literally. */
export const containsPattern = (q: string): string => `%${escapeLike(q.toLowerCase())}%`;

/** `q` anywhere in any of the columns, any case; undefined (no filter) when `q` is blank. */
export const matchesAny = (q: string | null | undefined, columns: SQLWrapper[]): SQL | undefined =>
  q ? matchesPattern(containsPattern(q), columns) : undefined;

/** Any of the columns, lowered, like the pattern (a value, or a prepared statement's placeholder). */
export const matchesPattern = (pattern: string | SQLWrapper, columns: SQLWrapper[]): SQL | undefined =>
  or(...columns.map((column) => sql`lower(${column}) like ${pattern}`));

/**
 * ORDER BY for a list: the chosen column (text columns sort by lower() so both databases give the
 * same order), then the tie-breaker, so pages never overlap or skip a row.
 */
export const listOrder = <Field extends string>(
  keys: Record<Field, SQLWrapper>,
  sortBy: Field,
  sortOrder: SortOrder,
  tieBreaker: SQLWrapper,
): SQL[] => {
  const direction = sortOrder === 'asc' ? asc : desc;
  return [direction(keys[sortBy]), direction(tieBreaker)];
};

/** The rows a page takes: none given (the plain array) or a LIMIT and OFFSET. */
export type PageWindow = { limit: number; offset: number } | undefined;

/** A Drizzle select (made `$dynamic()`) limited to the window, or left whole. */
export const inWindow = <Query extends { limit(n: number): Query; offset(n: number): Query }>(
  query: Query,
  window: PageWindow,
): Query => (window ? query.limit(window.limit).offset(window.offset) : query);

/**
 * A list's answer: the plain array product.md defines when the query names no page, else one page with the
 * total (`{ [key]: rows, total, page, pageSize }`); `rows` and `count` run side by side.
 */
export const answerList = async <const Key extends string, Item>(
  key: Key,
  query: { page?: number; pageSize?: number },
  rows: (window: PageWindow) => Promise<Item[]>,
  count: () => Promise<number>,
): Promise<Item[] | ListPage<Key, Item>> => {
  if (!isPagedQuery(query)) return rows(undefined);
  const page = query.page ?? 1;
  const pageSize = query.pageSize ?? LIST_PAGE_SIZE;
  const [items, total] = await Promise.all([
    rows({ limit: pageSize, offset: (page - 1) * pageSize }),
    count(),
  ]);
  return { [key]: items, total, page, pageSize } as ListPage<Key, Item>;
};

/**
 * Prepared statements made on first use of each query shape (which filters, which sort; the rest are
 * placeholder values), so a list page builds no SQL and PostgreSQL parses and plans nothing.
 */
export const preparedByShape = <Query, Statements>(
  shapeOf: (query: Query) => string,
  prepare: (query: Query, shape: string) => Statements,
) => {
  const prepared = new Map<string, Statements>();
  return (query: Query): Statements => {
    const shape = shapeOf(query);
    let statements = prepared.get(shape);
    if (!statements) {
      statements = prepare(query, shape);
      prepared.set(shape, statements);
    }
    return statements;
  };
};

/** The LIMIT and OFFSET of a page as placeholder values (first page, LIST_PAGE_SIZE rows by default). */
export const windowValues = (query: { page?: number; pageSize?: number }) => {
  const pageSize = query.pageSize ?? LIST_PAGE_SIZE;
  return { limit: pageSize, offset: ((query.page ?? 1) - 1) * pageSize };
};
