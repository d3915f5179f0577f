import { MAX_PAGE_NUMBER, MAX_PAGE_SIZE } from './constants';
import { MAX_DB_ID, optionalText, textInt } from './fields';
import * as z from './zod';

/** Rows per page of every list screen that pages on the server. */
export const LIST_PAGE_SIZE = 20;

export const SORT_ORDERS = ['asc', 'desc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

/**
 * The query every scalable list takes: `q` (search), `sortBy` (one of the list's columns),
 * `sortOrder`, `page` and `pageSize`, all optional. A list product.md answers as a plain array stays a plain
 * array unless `page` or `pageSize` is given; then it answers one page (`listPageSchema`).
 */
export const listQuerySchema = <const Fields extends readonly [string, ...string[]]>(sortFields: Fields) =>
  z.object({
    q: optionalText('search'),
    sortBy: z.enum(sortFields, `sortBy must be one of ${sortFields.join(', ')}`).optional(),
    sortOrder: z.enum(SORT_ORDERS, 'sortOrder must be asc or desc').optional(),
    page: textInt(1, MAX_PAGE_NUMBER).optional(),
    // Larger sizes are served as the largest page rather than refused (as products and manufacturers do).
    pageSize: textInt(1, MAX_DB_ID)
      .optional()
      .transform((n) => (n === undefined ? undefined : Math.min(n, MAX_PAGE_SIZE))),
  });

/** A list query as a caller builds it (sent as query-string text). */
export type ListQuery<Field extends string = string> = {
  q?: string | null;
  sortBy?: Field;
  sortOrder?: SortOrder;
  page?: number;
  pageSize?: number;
};

/** Whether a list query asks for one page (else the list answers its plain array). */
export const isPagedQuery = (query: { page?: number; pageSize?: number }): boolean =>
  query.page !== undefined || query.pageSize !== undefined;

const pageFields = { total: z.number().int(), page: z.number().int(), pageSize: z.number().int() };

/** One page of a list: `{ [key]: rows, total, page, pageSize }`, the shape products and manufacturers answer. */
export const listPageSchema = <const Key extends string, Item extends z.ZodType>(key: Key, item: Item) =>
  z.object({ ...({ [key]: z.array(item) } as { [K in Key]: z.ZodArray<Item> }), ...pageFields });

/** A list's answer: the plain array without paging parameters, one page with them. */
export const listAnswerSchema = <const Key extends string, Item extends z.ZodType>(key: Key, item: Item) =>
  z.union([z.array(item), listPageSchema(key, item)]);

export type ListPage<Key extends string, Item> = { [K in Key]: Item[] } & {
  total: number;
  page: number;
  pageSize: number;
};
