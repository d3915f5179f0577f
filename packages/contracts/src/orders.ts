import { z } from 'zod';
import { MAX_PAGE_NUMBER, MAX_PAGE_SIZE } from './constants';
import { boundedInt, dbId, textDbId, textInt } from './fields';

export const ORDER_STATUSES = ['PENDING', 'ACCEPTED', 'REJECTED'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** The attribute kinds an order item may choose, in the order SPEC lists them. */
export const ORDER_ATTRIBUTE_KINDS = [
  'color',
  'size',
  'brand',
  'fabric',
  'theme',
  'material',
  'season',
] as const;
export type OrderAttributeKind = (typeof ORDER_ATTRIBUTE_KINDS)[number];
/** The label of each kind on screen (Color, Size, ...). */
export const ORDER_ATTRIBUTE_LABELS: Record<OrderAttributeKind, string> = {
  color: 'Color',
  size: 'Size',
  brand: 'Brand',
  fabric: 'Fabric',
  theme: 'Theme',
  material: 'Material',
  season: 'Season',
};

export const ORDERS_PAGE_SIZE = 20;
/** Largest quantity of one order line. */
export const MAX_ORDER_QUANTITY = 1_000_000;
/** Most lines one order may carry. */
export const MAX_ORDER_ITEMS = 200;

export const ORDER_MSG = {
  retailerRequired: 'Retailer is required',
  quantityMin: 'Quantity must be at least 1',
  atLeastOneItem: 'Add at least one item',
  selectAllAttributes: 'Please select all required attributes',
  created: 'Order Created Successfully',
} as const;

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

/** POST /orders (SPEC 3 "Order creation payload"). */
export const orderCreateSchema = z.object({
  retailerId: dbId(ORDER_MSG.retailerRequired),
  items: z
    .array(orderItemInputSchema, { error: ORDER_MSG.atLeastOneItem })
    .min(1, ORDER_MSG.atLeastOneItem)
    .max(MAX_ORDER_ITEMS, `At most ${MAX_ORDER_ITEMS} items`),
});
export type OrderCreate = z.infer<typeof orderCreateSchema>;

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
  /** The unit price after the quantity discount, in rupees. */
  price: z.number(),
  color: chosen,
  size: chosen,
  brand: chosen,
  fabric: chosen,
  theme: chosen,
  material: chosen,
  season: chosen,
});
export type OrderItem = z.infer<typeof orderItemSchema>;

export const orderSummarySchema = z.object({
  id: z.number().int(),
  status: z.enum(ORDER_STATUSES),
  totalAmount: z.number(),
  createdAt: z.string(),
  retailer: namedSchema.nullable(),
});
export type OrderSummary = z.infer<typeof orderSummarySchema>;

export const orderSchema = orderSummarySchema.extend({
  acceptedAt: z.string().nullable(),
  items: z.array(orderItemSchema),
});
export type Order = z.infer<typeof orderSchema>;

const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Use the date format YYYY-MM-DD');

/** GET /orders query: newest first, filters by status, retailer and India calendar days (inclusive). */
export const orderListQuerySchema = z.object({
  page: textInt(1, MAX_PAGE_NUMBER).optional().default(1),
  pageSize: textInt(1, MAX_PAGE_SIZE).optional().default(ORDERS_PAGE_SIZE),
  status: z.enum(ORDER_STATUSES, { error: `status must be one of ${ORDER_STATUSES.join(', ')}` }).optional(),
  retailerId: textDbId('retailerId must be a valid id').optional(),
  from: isoDay.optional(),
  to: isoDay.optional(),
});
/** The list query as a caller builds it (sent as query-string text). */
export interface OrderListQuery {
  page?: number;
  pageSize?: number;
  status?: OrderStatus;
  retailerId?: number;
  from?: string;
  to?: string;
}

export const orderPageSchema = z.object({
  orders: z.array(orderSummarySchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** Whether a next page exists (counting a million orders for a total is not worth its cost). */
  hasNext: z.boolean(),
});
export type OrderPage = z.infer<typeof orderPageSchema>;
