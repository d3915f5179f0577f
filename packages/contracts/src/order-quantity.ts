import { MAX_ORDER_QUANTITY, ORDER_MSG } from './new-order';

/**
 * The quantity rule of an order line, shared by the New order screen (checked before Add) and the
 * server (checked again on POST /orders), so both refuse the same quantities with the same words.
 */

/**
 * A product's Min Order Qty and Max Order Qty (none or 0: no limit of that side), and its Order
 * multiple (issue 18; none: any quantity).
 */
export type OrderQuantityLimits = {
  minOrderQty: number | null;
  maxOrderQty: number | null;
  orderMultiple?: number | null;
};

/** The refusal of a line that is not a multiple of the product's Order multiple. */
export const orderMultipleProblem = (multiple: number) => `Order in multiples of ${multiple}`;

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
  if (product.orderMultiple && quantity % product.orderMultiple !== 0)
    return orderMultipleProblem(product.orderMultiple);
  return undefined;
};
