import { isCalendarDate } from './admin';
import { MAX_PAGE_NUMBER, MAX_PAGE_SIZE } from './constants';
import { boundedInt, dbId, MAX_DB_ID, optionalText, pathId, requiredText, textDbId, textInt } from './fields';
import { LIST_PAGE_SIZE } from './lists';
import { packSchema } from './variants';
import * as z from './zod';

/**
 * Line sheets (product.md §17): a season's selection of products, shared with each linked retailer as
 * its own private link `/l/{token}` priced for that retailer (the price rule of price-rule.ts), as an A4
 * PDF and on WhatsApp. Dates are days (YYYY-MM-DD, shown DD/MM/YYYY); money in rupees as the API
 * answers it everywhere.
 */

/** Most products one sheet holds. */
export const MAX_LINE_SHEET_PRODUCTS = 500;
/** Most retailers one share call takes. */
export const MAX_LINE_SHEET_SHARE_RETAILERS = 1000;

/** Whether buyers see the exact stock left per cell or only bands ("In stock / Low / Sold out"). */
export const STOCK_DISPLAYS = ['exact', 'bands'] as const;
export type StockDisplay = (typeof STOCK_DISPLAYS)[number];

/** A cell's availability as the buyer sees it; `low`: stock under the sheet's `lowStockBelow`. */
export const AVAILABILITIES = ['in_stock', 'low', 'sold_out'] as const;
export type Availability = (typeof AVAILABILITIES)[number];
export const AVAILABILITY_LABELS: Record<Availability, string> = {
  in_stock: 'In stock',
  low: 'Low',
  sold_out: 'Sold out',
};

/** The path of the buyer's page (the app's own URL, no sign-in). */
export const lineSheetLinkPath = (token: string) => `/l/${token}`;

export const LINE_SHEET_MSG = {
  nameRequired: 'Name is required',
  deliveryFrom: 'Delivery from must be a date (YYYY-MM-DD)',
  deliveryTo: 'Delivery to must be a date (YYYY-MM-DD)',
  deliveryToBeforeFrom: 'Delivery to must not be before delivery from',
  orderBy: 'Order by must be a date (YYYY-MM-DD)',
  lowStockBelow: 'Low stock below must be a whole number of at least 1',
  productIds: 'productIds must be a list of product ids',
  tooManyProducts: `A line sheet may have at most ${MAX_LINE_SHEET_PRODUCTS} products`,
  productTwice: (productId: number) => `Product ${productId} is in the line sheet twice`,
  productNotYours: (productId: number) => `Product ${productId} is not one of your products`,
  retailerIds: 'retailerIds must be a list of retailer ids',
  atLeastOneRetailer: 'Choose at least one retailer',
  retailerNotLinked: (retailerId: number) => `Retailer ${retailerId} is not one of your accepted retailers`,
  expiresAt: 'Expires at must be a date (YYYY-MM-DD) or blank',
  expiresInPast: 'Expires at must not be before today',
  notFound: 'Line sheet not found',
  shareNotFound: 'Share not found',
  /** The buyer's page and the public calls for an unknown, revoked or expired link (status 404). */
  noLongerAvailable: 'This line sheet is no longer available',
  saved: 'Line sheet saved',
  deleted: 'Line sheet deleted',
  shared: 'Line sheet shared',
  revoked: 'Link revoked',
} as const;

/** The WhatsApp message a share starts with (editable in the share dialog): the sheet, its order-by date, the link. */
export const lineSheetWhatsappText = (sheet: { name: string; orderBy: string | null }, url: string) => {
  const orderBy = sheet.orderBy ? ` Please order by ${sheet.orderBy.split('-').reverse().join('/')}.` : '';
  return `Our line sheet ${sheet.name} with your prices:${orderBy} ${url}`;
};

/** `https://wa.me/91<mobile>?text=<text>` (product.md: mobile numbers are the identity). */
export const whatsappUrl = (mobile: string, text: string) =>
  `https://wa.me/91${mobile}?text=${encodeURIComponent(text)}`;

const isoDay = (message: string) =>
  z
    .string(message)
    .regex(/^\d{4}-\d{2}-\d{2}$/, message)
    .refine(isCalendarDate, message);

/** POST /line-sheets and PUT /line-sheets/{id}: the sheet; `productIds` in the order buyers see them. */
export const lineSheetInputSchema = z
  .object({
    name: requiredText(LINE_SHEET_MSG.nameRequired, 'name'),
    note: optionalText('description').transform((v) => v ?? ''),
    deliveryFrom: isoDay(LINE_SHEET_MSG.deliveryFrom).nullable().optional().default(null),
    deliveryTo: isoDay(LINE_SHEET_MSG.deliveryTo).nullable().optional().default(null),
    orderBy: isoDay(LINE_SHEET_MSG.orderBy).nullable().optional().default(null),
    stockDisplay: z.enum(STOCK_DISPLAYS, 'stockDisplay must be exact or bands').optional().default('bands'),
    lowStockBelow: boundedInt(1, 1_000_000, LINE_SHEET_MSG.lowStockBelow).optional().default(10),
    productIds: z
      .array(dbId(LINE_SHEET_MSG.productIds), LINE_SHEET_MSG.productIds)
      .max(MAX_LINE_SHEET_PRODUCTS, LINE_SHEET_MSG.tooManyProducts),
  })
  .superRefine((sheet, context) => {
    if (sheet.deliveryFrom && sheet.deliveryTo && sheet.deliveryTo < sheet.deliveryFrom)
      context.addIssue({
        code: 'custom',
        message: LINE_SHEET_MSG.deliveryToBeforeFrom,
        path: ['deliveryTo'],
      });
    const seen = new Set<number>();
    for (const id of sheet.productIds) {
      if (seen.has(id)) {
        context.addIssue({ code: 'custom', message: LINE_SHEET_MSG.productTwice(id), path: ['productIds'] });
        return;
      }
      seen.add(id);
    }
  });
export type LineSheetInput = z.input<typeof lineSheetInputSchema>;
export type LineSheetForm = z.output<typeof lineSheetInputSchema>;

/** GET /line-sheets/{id} and the answers of POST and PUT. */
export const lineSheetSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  note: z.string(),
  deliveryFrom: z.string().nullable(),
  deliveryTo: z.string().nullable(),
  orderBy: z.string().nullable(),
  stockDisplay: z.enum(STOCK_DISPLAYS),
  lowStockBelow: z.number().int(),
  /** In the order buyers see them; products deleted since are left out. */
  productIds: z.array(z.number().int()),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type LineSheet = z.infer<typeof lineSheetSchema>;

/** One sheet of GET /line-sheets: the sheet with how many products and (unrevoked) shares it has. */
export const lineSheetSummarySchema = lineSheetSchema.extend({
  productCount: z.number().int(),
  shareCount: z.number().int(),
});
export type LineSheetSummary = z.infer<typeof lineSheetSummarySchema>;

/** GET /line-sheets query: newest first; `q` finds a sheet by name. */
export const lineSheetListQuerySchema = z.object({
  page: textInt(1, MAX_PAGE_NUMBER).optional().default(1),
  pageSize: textInt(1, MAX_DB_ID)
    .optional()
    .default(LIST_PAGE_SIZE)
    .transform((n) => Math.min(n, MAX_PAGE_SIZE)),
  q: optionalText('search'),
});
export interface LineSheetListQuery {
  page?: number;
  pageSize?: number;
  q?: string | null;
}

export const lineSheetPageSchema = z.object({
  lineSheets: z.array(lineSheetSummarySchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  hasNext: z.boolean(),
});
export type LineSheetPage = z.infer<typeof lineSheetPageSchema>;

// ---- Shares ----

/** POST /line-sheets/{id}/shares: one new link per retailer; `expiresAt` the last day it opens (India), none: never. */
export const lineSheetShareInputSchema = z.object({
  retailerIds: z
    .array(dbId(LINE_SHEET_MSG.retailerIds), LINE_SHEET_MSG.retailerIds)
    .min(1, LINE_SHEET_MSG.atLeastOneRetailer)
    .max(MAX_LINE_SHEET_SHARE_RETAILERS, `At most ${MAX_LINE_SHEET_SHARE_RETAILERS} retailers`),
  expiresAt: isoDay(LINE_SHEET_MSG.expiresAt).nullable().optional(),
});
export type LineSheetShareInput = z.input<typeof lineSheetShareInputSchema>;

/**
 * One retailer's link. The server keeps only a hash of the token, so `token`, `url` and `whatsappUrl`
 * are answered by POST (the share just made) and are null in GET (share again for a new link).
 */
export const lineSheetShareSchema = z.object({
  id: z.number().int(),
  retailerId: z.number().int(),
  retailerName: z.string(),
  retailerMobile: z.string(),
  token: z.string().nullable(),
  /** The buyer's page, absolute (`https://host/l/{token}`). */
  url: z.string().nullable(),
  /** `https://wa.me/91<mobile>?text=<default message with the link>`. */
  whatsappUrl: z.string().nullable(),
  /** The last day the link opens (YYYY-MM-DD), or null: no expiry. */
  expiresAt: z.string().nullable(),
  /** ISO timestamp, or null. */
  revokedAt: z.string().nullable(),
  /** How many times the link was opened. */
  views: z.number().int(),
  /** ISO timestamp of the last open, or null. */
  lastViewedAt: z.string().nullable(),
  /** The device of the last open as the browser named it (its user agent), or null. */
  lastUserAgent: z.string().nullable(),
  createdAt: z.string(),
});
export type LineSheetShare = z.infer<typeof lineSheetShareSchema>;

export const lineSheetSharesSchema = z.object({ shares: z.array(lineSheetShareSchema) });
export type LineSheetShares = z.infer<typeof lineSheetSharesSchema>;

export const lineSheetShareParamsSchema = z.object({ id: pathId(), shareId: pathId() });

/** GET /line-sheets/{id}/pdf: the sheet priced for this retailer. */
export const lineSheetPdfQuerySchema = z.object({
  retailerId: textDbId('retailerId must be a valid id'),
});

// ---- The buyer's view (public) ----

/** The public calls' path: the token as the link carries it (base64url). */
export const lineSheetTokenParamsSchema = z.object({
  token: z.string().max(200, LINE_SHEET_MSG.noLongerAvailable),
});

const optionSchema = z.object({ id: z.number().int(), name: z.string() });

/** One size x colour cell of a product in the buyer's view: `stockLeft` only when the sheet shows exact stock. */
export const lineSheetCellSchema = z.object({
  variantId: z.number().int(),
  colorId: z.number().int().nullable(),
  sizeId: z.number().int().nullable(),
  availability: z.enum(AVAILABILITIES),
  stockLeft: z.number().int().optional(),
});
export type LineSheetCell = z.infer<typeof lineSheetCellSchema>;

/** One product as the buyer sees it, priced for that share's retailer (rupees). */
export const lineSheetProductSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  sku: z.string(),
  /** `thumbUrl`: a resized copy (a few tens of KB); `url`: the image as uploaded. */
  images: z.array(z.object({ thumbUrl: z.string(), url: z.string() })),
  colors: z.array(optionSchema),
  sizes: z.array(optionSchema),
  cells: z.array(lineSheetCellSchema),
  /** The unit price at the product's minimum (the first rung the buyer can order). */
  unitPrice: z.number(),
  /** The words the price rule stamps ("A-contract, 100+", "Base price"). */
  priceSource: z.string(),
  /** Lower unit prices from larger quantities of the product, ascending by minQty. */
  rungs: z.array(z.object({ minQty: z.number().int(), unitPrice: z.number() })),
  minOrderQty: z.number().int().nullable(),
  maxOrderQty: z.number().int().nullable(),
  orderMultiple: z.number().int().nullable(),
  packs: z.array(packSchema),
});
export type LineSheetProduct = z.infer<typeof lineSheetProductSchema>;

/** GET /public/line-sheets/{token}: the sheet as the share's retailer sees it, live. */
export const lineSheetViewSchema = z.object({
  manufacturer: z.object({ name: z.string(), logoUrl: z.string().nullable() }),
  sheet: z.object({
    name: z.string(),
    note: z.string(),
    deliveryFrom: z.string().nullable(),
    deliveryTo: z.string().nullable(),
    orderBy: z.string().nullable(),
  }),
  products: z.array(lineSheetProductSchema),
});
export type LineSheetView = z.infer<typeof lineSheetViewSchema>;
