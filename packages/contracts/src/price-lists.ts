import { isCalendarDate } from './admin';
import { MAX_PAGE_NUMBER, MAX_PAGE_SIZE } from './constants';
import { dbId, MAX_DB_ID, MAX_MONEY, optionalText, requiredText, textDbId, textInt } from './fields';
import { LIST_PAGE_SIZE } from './lists';
import { MAX_ORDER_ITEMS, MAX_ORDER_QUANTITY, ORDER_MSG } from './new-order';
import { orderItemInputSchema } from './orders';
import { RETAILER_TYPES } from './retail';
import * as z from './zod';

/**
 * Price lists (product.md §15): a name, an optional percent off the base price, valid from /
 * valid to (to may be open), rows of fixed prices (a product, optionally one of its cells, a unit price
 * from a minimum quantity: a rung), assigned to retailers and/or retailer types. How a line is priced
 * from them is `priceForRetailer` (price-rule.ts).
 */

/** Most rows one list keeps (the CSV import's size too). */
export const MAX_PRICE_LIST_ROWS = 100_000;
/** Most retailers one list is assigned to. */
export const MAX_PRICE_LIST_RETAILERS = 10_000;

/** The refusals of a price list, each naming the field or row (rows numbered from 1 as the grid shows them). */
export const PRICE_LIST_MSG = {
  nameRequired: 'Name is required',
  percentOff: 'Percent off must be from 0 to 100 with at most 2 decimals',
  validFrom: 'Valid from must be a date (YYYY-MM-DD)',
  validTo: 'Valid to must be a date (YYYY-MM-DD) or blank',
  validToBeforeFrom: 'Valid to must not be before valid from',
  rowPrice: (row: number) => `Row ${row}: price must be more than 0 with at most 2 decimals`,
  rowMinQty: (row: number) => `Row ${row}: min qty must be a whole number of at least 1`,
  rowTwice: (row: number, first: number) => `Row ${row}: the same cell and min qty as row ${first}`,
  rowProduct: (row: number, productId: number | string) =>
    `Row ${row}: product ${productId} is not one of your products`,
  rowCell: (row: number, cell: number | string) =>
    `Row ${row}: cell ${cell} is not a cell of the row's product`,
  tooManyRows: `A price list may have at most ${MAX_PRICE_LIST_ROWS} rows`,
  retailerNotLinked: (retailerId: number) => `Retailer ${retailerId} is not one of your accepted retailers`,
  notFound: 'Price list not found',
  saved: 'Price list saved',
  deleted: 'Price list deleted',
} as const;

const isMoneyPaise = (v: number) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6;

/** Why one row is refused (naming it), or undefined: a price above 0 (2 decimals), a whole min qty of at least 1. */
export const priceRowProblem = (
  row: { price: number; minQty: number },
  rowNumber: number,
): string | undefined => {
  if (!Number.isFinite(row.price) || row.price <= 0 || row.price > MAX_MONEY || !isMoneyPaise(row.price))
    return PRICE_LIST_MSG.rowPrice(rowNumber);
  if (!Number.isInteger(row.minQty) || row.minQty < 1 || row.minQty > MAX_ORDER_QUANTITY)
    return PRICE_LIST_MSG.rowMinQty(rowNumber);
  return undefined;
};

/** The key two rows must not share: the cell (or the whole product) and the min qty. */
export const priceRowKey = (row: { productId: number; variantId: number | null; minQty: number }) =>
  `${row.productId}/${row.variantId ?? '-'}/${row.minQty}`;

/**
 * Why a list's rows are refused, naming the first bad row, or undefined: each row's price and min qty,
 * and no cell with the same min qty twice. Whether the products and cells are the manufacturer's is the
 * server's check.
 */
export const priceRowsProblem = (
  rows: readonly { productId: number; variantId: number | null; price: number; minQty: number }[],
  firstRowNumber = 1,
): string | undefined => {
  const seen = new Map<string, number>();
  for (const [index, row] of rows.entries()) {
    const number = index + firstRowNumber;
    const problem = priceRowProblem(row, number);
    if (problem) return problem;
    const key = priceRowKey(row);
    const first = seen.get(key);
    if (first !== undefined) return PRICE_LIST_MSG.rowTwice(number, first);
    seen.set(key, number);
  }
  return undefined;
};

const isoDay = (message: string) =>
  z
    .string(message)
    .regex(/^\d{4}-\d{2}-\d{2}$/, message)
    .refine(isCalendarDate, message);

/** One row of a list: `variantId` null prices every cell of the product. Checked by `priceRowsProblem`. */
export const priceListRowSchema = z.object({
  productId: dbId('rows: productId must be a valid id'),
  variantId: dbId('rows: variantId must be a valid id or null').nullable(),
  price: z.number('rows: price must be a number'),
  minQty: z.number('rows: minQty must be a number'),
});
export type PriceListRow = z.infer<typeof priceListRowSchema>;

const percentOffSchema = z
  .number(PRICE_LIST_MSG.percentOff)
  .min(0, PRICE_LIST_MSG.percentOff)
  .max(100, PRICE_LIST_MSG.percentOff)
  .refine(isMoneyPaise, PRICE_LIST_MSG.percentOff)
  .nullable();

/** The fields of a list besides its rows (shared by the body and the list's answer). */
const priceListFields = {
  name: requiredText(PRICE_LIST_MSG.nameRequired, 'name'),
  percentOff: percentOffSchema,
  validFrom: isoDay(PRICE_LIST_MSG.validFrom),
  validTo: isoDay(PRICE_LIST_MSG.validTo).nullable(),
  retailerIds: z
    .array(dbId('retailerIds must be retailer ids'), 'retailerIds must be a list of retailer ids')
    .max(MAX_PRICE_LIST_RETAILERS, `At most ${MAX_PRICE_LIST_RETAILERS} retailers`),
  retailerTypes: z.array(
    z.enum(RETAILER_TYPES, `retailerTypes must be among ${RETAILER_TYPES.join(', ')}`),
    'retailerTypes must be a list',
  ),
};

const validityProblem = (list: { validFrom: string; validTo: string | null }) =>
  list.validTo !== null && list.validTo < list.validFrom;

/**
 * POST /price-lists and PUT /price-lists/{id} (and the list form's resolver): `rows` replace the list's
 * rows; on PUT, `rows` left out keep them (a list of 100,000 rows edited for its name or dates).
 */
export const priceListInputSchema = z
  .object({
    ...priceListFields,
    rows: z
      .array(priceListRowSchema, 'rows must be a list of {productId, variantId, price, minQty}')
      .max(MAX_PRICE_LIST_ROWS, PRICE_LIST_MSG.tooManyRows)
      .optional(),
  })
  .superRefine((list, context) => {
    if (validityProblem(list))
      context.addIssue({ code: 'custom', message: PRICE_LIST_MSG.validToBeforeFrom, path: ['validTo'] });
    const problem = list.rows && priceRowsProblem(list.rows);
    if (problem) context.addIssue({ code: 'custom', message: problem, path: ['rows'] });
  });
export type PriceListInput = z.input<typeof priceListInputSchema>;
export type PriceListForm = z.output<typeof priceListInputSchema>;

/** GET /price-lists/{id} and the answers of POST and PUT: the list with every row. */
export const priceListSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  percentOff: z.number().nullable(),
  validFrom: z.string(),
  validTo: z.string().nullable(),
  retailerIds: z.array(z.number().int()),
  retailerTypes: z.array(z.enum(RETAILER_TYPES)),
  rows: z.array(
    z.object({
      productId: z.number().int(),
      variantId: z.number().int().nullable(),
      price: z.number(),
      minQty: z.number().int(),
    }),
  ),
});
export type PriceList = z.infer<typeof priceListSchema>;

/** One list of GET /price-lists: the list without its rows, with how many it has. */
export const priceListSummarySchema = priceListSchema.omit({ rows: true }).extend({
  rowCount: z.number().int(),
});
export type PriceListSummary = z.infer<typeof priceListSummarySchema>;

/**
 * GET /price-lists query: newest first; `q` finds a list by name; `retailerId` keeps the lists that
 * apply to that retailer (assigned to it or to its type: the retailer form and view); `activeOn` the
 * lists valid on that day.
 */
export const priceListListQuerySchema = z.object({
  page: textInt(1, MAX_PAGE_NUMBER).optional().default(1),
  pageSize: textInt(1, MAX_DB_ID)
    .optional()
    .default(LIST_PAGE_SIZE)
    .transform((n) => Math.min(n, MAX_PAGE_SIZE)),
  q: optionalText('search'),
  retailerId: textDbId('retailerId must be a valid id').optional(),
  activeOn: isoDay('activeOn must be a date (YYYY-MM-DD)').optional(),
});
/** The list query as a caller builds it (sent as query-string text). */
export interface PriceListListQuery {
  page?: number;
  pageSize?: number;
  q?: string | null;
  retailerId?: number;
  activeOn?: string;
}

export const priceListPageSchema = z.object({
  priceLists: z.array(priceListSummarySchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  hasNext: z.boolean(),
});
export type PriceListPage = z.infer<typeof priceListPageSchema>;

/**
 * The rows CSV (GET and PUT /price-lists/{id}/rows.csv): `productSku`, `cellSku` (blank: every cell of
 * the product), `price`, `minQty`; `product` and `cell` name them for a reader and are ignored on import.
 */
export const PRICE_LIST_CSV_COLUMNS = [
  'productSku',
  'cellSku',
  'price',
  'minQty',
  'product',
  'cell',
] as const;
export const REQUIRED_PRICE_LIST_CSV_COLUMNS = ['productSku', 'price', 'minQty'] as const;

/** PUT /price-lists/{id}/rows.csv: the file's good rows replace the list's; failures by spreadsheet row (header = 1). */
export const priceListRowsImportSchema = z.object({
  saved: z.number().int(),
  failed: z.number().int(),
  /** The first 1,000 failures. */
  errors: z.array(z.object({ row: z.number().int(), error: z.string() })),
});
export type PriceListRowsImport = z.infer<typeof priceListRowsImportSchema>;

// ---- The quote (POST /orders/quote) ----

/** POST /orders/quote: the order as New order holds it, the retailer, and the day (default today in India). */
export const orderQuoteInputSchema = z.object({
  retailerId: dbId(ORDER_MSG.retailerRequired),
  date: isoDay('date must be a date (YYYY-MM-DD)').optional(),
  items: z
    .array(orderItemInputSchema, { error: ORDER_MSG.atLeastOneItem })
    .min(1, ORDER_MSG.atLeastOneItem)
    .max(MAX_ORDER_ITEMS, `At most ${MAX_ORDER_ITEMS} items`),
});
export type OrderQuoteInput = z.infer<typeof orderQuoteInputSchema>;

const priceListRefSchema = z.object({ id: z.number().int(), name: z.string() }).nullable();

/** One quoted line: its cell, the unit price the rule gives, what priced it and the next cheaper rung. */
export const quotedItemSchema = z.object({
  productId: z.number().int(),
  variantId: z.number().int(),
  quantity: z.number().int(),
  /** Rupees. */
  unitPrice: z.number(),
  priceList: priceListRefSchema,
  priceSource: z.string(),
  /** The least total quantity of the product in the order that gives a lower unit price, and that price. */
  nextRung: z.object({ minQty: z.number().int(), unitPrice: z.number() }).nullable(),
});
export type QuotedItem = z.infer<typeof quotedItemSchema>;

export const orderQuoteSchema = z.object({
  items: z.array(quotedItemSchema),
  /** Rupees: the sum of unit price times quantity. */
  totalAmount: z.number(),
});
export type OrderQuote = z.infer<typeof orderQuoteSchema>;
