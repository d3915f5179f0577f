import { MAX_PAGE_NUMBER, MAX_PAGE_SIZE } from './constants';
import { creditNoteRefSchema, dispatchSchema, documentRefSchema } from './dispatch';
import { boundedInt, dbId, optionalText, requiredText, textDbId, textInt } from './fields';
import { SORT_ORDERS, type SortOrder } from './lists';
import { MAX_ORDER_ITEMS, MAX_ORDER_QUANTITY, ORDER_MSG, type OrderAttributeKind } from './new-order';
import * as z from './zod';

/**
 * product.md's three, then the dispatch statuses after ACCEPTED, then CANCELLED: an
 * accepted order cancelled before anything of it was dispatched; then ON_HOLD: a new order kept for
 * credit (product.md §16) until released (to PENDING) or rejected.
 */
export const ORDER_STATUSES = [
  'PENDING',
  'ACCEPTED',
  'REJECTED',
  'PARTIALLY_DISPATCHED',
  'DISPATCHED',
  'CANCELLED',
  'ON_HOLD',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
/** How a status reads on badges, filters and the dashboard. */
export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  PENDING: 'PENDING',
  ACCEPTED: 'ACCEPTED',
  REJECTED: 'REJECTED',
  PARTIALLY_DISPATCHED: 'PARTIALLY DISPATCHED',
  DISPATCHED: 'DISPATCHED',
  CANCELLED: 'CANCELLED',
  ON_HOLD: 'ON HOLD',
};
/** Statuses that count as sales on the dashboard (accepted, and so on once dispatched). */
export const SOLD_ORDER_STATUSES = [
  'ACCEPTED',
  'PARTIALLY_DISPATCHED',
  'DISPATCHED',
] as const satisfies readonly OrderStatus[];
/** Statuses from which a consignment may leave. */
export const DISPATCHABLE_STATUSES = [
  'ACCEPTED',
  'PARTIALLY_DISPATCHED',
] as const satisfies readonly OrderStatus[];

export const ORDERS_PAGE_SIZE = 20;

const attributeId = (kind: OrderAttributeKind) => dbId(`${kind}Id must be a valid id`).optional();

/** One line of POST /orders: a product, its quantity and the chosen attributes. */
export const orderItemInputSchema = z.object({
  productId: dbId('productId must be a valid id'),
  quantity: boundedInt(1, MAX_ORDER_QUANTITY, ORDER_MSG.quantityMin),
  colorId: attributeId('color'),
  sizeId: attributeId('size'),
  brandId: attributeId('brand'),
  fabricId: attributeId('fabric'),
  themeId: attributeId('theme'),
  materialId: attributeId('material'),
  seasonId: attributeId('season'),
});
export type OrderItemInput = z.infer<typeof orderItemInputSchema>;

/** POST /orders (product.md §3 "Order creation payload"). */
export const orderCreateSchema = z.object({
  retailerId: dbId(ORDER_MSG.retailerRequired),
  items: z
    .array(orderItemInputSchema, { error: ORDER_MSG.atLeastOneItem })
    .min(1, ORDER_MSG.atLeastOneItem)
    .max(MAX_ORDER_ITEMS, `At most ${MAX_ORDER_ITEMS} items`),
});
export type OrderCreate = z.infer<typeof orderCreateSchema>;

/** POST /orders/{id}/release: an ON_HOLD order becomes PENDING; the note goes in its history. */
export const orderReleaseSchema = z.object({
  note: requiredText('note is required', 'description'),
});
export type OrderRelease = z.infer<typeof orderReleaseSchema>;

/** PATCH /orders/{id}/status. */
export const orderStatusUpdateSchema = z.object({
  status: z.enum(['ACCEPTED', 'REJECTED'], { error: 'Status must be ACCEPTED or REJECTED' }),
});
export type OrderStatusUpdate = z.infer<typeof orderStatusUpdateSchema>;

const namedSchema = z.object({ id: z.number().int(), name: z.string() });
const chosen = namedSchema.nullable();

/** An order line as stored: name, unit price and attribute names are kept as they were when ordered. */
export const orderItemSchema = z.object({
  id: z.number().int(),
  /** Null once the product has been deleted. */
  productId: z.number().int().nullable(),
  product: z.object({ name: z.string() }),
  quantity: z.number().int(),
  /** The unit price the pricing rule gave (price lists, else the quantity discount), in rupees. */
  price: z.number(),
  /** Pieces sent in consignments so far. */
  dispatchedQty: z.number().int(),
  /** Pieces closed by "Cancel remaining" (back in stock); quantity - dispatched - cancelled remain. */
  cancelledQty: z.number().int(),
  color: chosen,
  size: chosen,
  brand: chosen,
  fabric: chosen,
  theme: chosen,
  material: chosen,
  season: chosen,
  /** The size x colour cell the line takes stock from (issue 18); null once the product is deleted. */
  variantId: z.number().int().nullable(),
  /** The cell's SKU when ordered. */
  sku: z.string().nullable(),
  /** The cell's stock left now (null once the cell is gone). */
  stockLeft: z.number().int().nullable(),
  /** The price list that priced the line when ordered (kept as it was, whatever the list is now). */
  priceList: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  /** Why the line costs what it does: "A-contract, 100+", "Distributors −12 %", "Quantity discount 10 %", "Base price". */
  priceSource: z.string(),
});
export type OrderItem = z.infer<typeof orderItemSchema>;

/**
 * The lines of a PENDING order that accepting it now could not fill: per cell, the lines' quantities
 * together above the cell's stock left (every line of that cell is short, as accept is whole or nothing).
 */
export const shortOrderLines = (
  items: readonly Pick<OrderItem, 'id' | 'variantId' | 'quantity' | 'stockLeft'>[],
): Set<number> => {
  const wanted = new Map<number, number>();
  for (const item of items)
    if (item.variantId !== null)
      wanted.set(item.variantId, (wanted.get(item.variantId) ?? 0) + item.quantity);
  return new Set(
    items
      .filter((item) => item.variantId !== null && (wanted.get(item.variantId) ?? 0) > (item.stockLeft ?? 0))
      .map((item) => item.id),
  );
};

export const orderSummarySchema = z.object({
  id: z.number().int(),
  status: z.enum(ORDER_STATUSES),
  totalAmount: z.number(),
  createdAt: z.string(),
  retailer: namedSchema.nullable(),
  /** Why an ON_HOLD order is held ("Credit limit exceeded by ₹8,400"); null otherwise. */
  holdReason: z.string().nullable(),
});
export type OrderSummary = z.infer<typeof orderSummarySchema>;

export const orderSchema = orderSummarySchema.extend({
  acceptedAt: z.string().nullable(),
  items: z.array(orderItemSchema),
  dispatches: z.array(dispatchSchema),
  invoices: z.array(documentRefSchema),
  creditNotes: z.array(creditNoteRefSchema),
});
export type Order = z.infer<typeof orderSchema>;

const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Use the date format YYYY-MM-DD');

/** The orders list's columns it sorts by (newest first by default). */
export const ORDER_SORT_FIELDS = ['createdAt', 'id', 'retailer', 'status', 'totalAmount'] as const;
export type OrderSortField = (typeof ORDER_SORT_FIELDS)[number];

/**
 * GET /orders query: newest first unless sorted; filters by status, retailer and India calendar
 * days (inclusive); `q` finds an order by its number or its retailer's name.
 */
export const orderListQuerySchema = z.object({
  page: textInt(1, MAX_PAGE_NUMBER).optional().default(1),
  pageSize: textInt(1, MAX_PAGE_SIZE).optional().default(ORDERS_PAGE_SIZE),
  status: z.enum(ORDER_STATUSES, { error: `status must be one of ${ORDER_STATUSES.join(', ')}` }).optional(),
  retailerId: textDbId('retailerId must be a valid id').optional(),
  from: isoDay.optional(),
  to: isoDay.optional(),
  q: optionalText('search'),
  sortBy: z
    .enum(ORDER_SORT_FIELDS, `sortBy must be one of ${ORDER_SORT_FIELDS.join(', ')}`)
    .optional()
    .default('createdAt'),
  sortOrder: z.enum(SORT_ORDERS, 'sortOrder must be asc or desc').optional().default('desc'),
});
/** The list query as a caller builds it (sent as query-string text). */
export interface OrderListQuery {
  page?: number;
  pageSize?: number;
  status?: OrderStatus;
  retailerId?: number;
  from?: string;
  to?: string;
  q?: string | null;
  sortBy?: OrderSortField;
  sortOrder?: SortOrder;
}

export const orderPageSchema = z.object({
  orders: z.array(orderSummarySchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** Whether a next page exists (counting a million orders for a total is not worth its cost). */
  hasNext: z.boolean(),
});
export type OrderPage = z.infer<typeof orderPageSchema>;
