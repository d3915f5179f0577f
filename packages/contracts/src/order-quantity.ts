import { MAX_ORDER_QUANTITY, ORDER_MSG } from './orders';

/**
 * The quantity rule of an order line, shared by the New order screen (checked before Add) and the
 * server (checked again on POST /orders), so both refuse the same quantities with the same words.
 */

/** A product's Min Order Qty and Max Order Qty; none (or 0) means no limit of that side. */
export type OrderQuantityLimits = { minOrderQty: number | null; maxOrderQty: number | null };

/** The quantities one line of the product may hold: its minimum (at least 1) to its maximum (at most MAX_ORDER_QUANTITY). */
export const orderQuantityRange = ({ minOrderQty, maxOrderQty }: OrderQuantityLimits) => ({
  min: Math.max(1, minOrderQty ?? 0),
  max: maxOrderQty ? Math.min(maxOrderQty, MAX_ORDER_QUANTITY) : MAX_ORDER_QUANTITY,
});

/** Why one line of `quantity` pieces of the product is refused, or undefined when it may be ordered. */
export const orderQuantityProblem = (
  product: { name: string } & OrderQuantityLimits,
  quantity: number,
): string | undefined => {
  if (!Number.isInteger(quantity) || quantity < 1) return ORDER_MSG.quantityMin;
  const { min, max } = orderQuantityRange(product);
  if (quantity < min) return `Quantity of ${product.name} must be at least ${min}`;
  if (quantity > max) return `Quantity of ${product.name} must be at most ${max}`;
  return undefined;
};
