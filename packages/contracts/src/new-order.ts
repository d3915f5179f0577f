/**
 * What the New order screen reads while it is filled in, without zod: its first render builds no
 * schema, so /orders-new loads no zod (~26 KB gzip, and its evaluation, issue 20). The order's
 * schemas (POST /orders and its answer) are in `orders.ts`, which the server checks against.
 */

/** The attribute kinds an order item may choose, in the order product.md lists them. */
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
