import {
  formatPaise,
  type OrderCreate,
  type OrderQuote,
  orderTotalPaise,
  paiseToRupees,
  toPaise,
} from '@apparel/contracts';
import type { Transaction } from '../../db/client';
import { type PricedOrderLine, priceOrderLines } from './order-lines';
import { loadApplicableLists } from './retailer-price-lists';

/**
 * The lines of an order for `retailerId` on India day `day`, priced by the one rule: the retailer's
 * price lists valid that day (its own and its type's), else the product's Discount Rules, from each
 * cell's base price. POST /orders (`hold`: products and cells stay locked until it is stored) and
 * POST /orders/quote (nothing held, nothing written) both price through here, so they agree to the paisa.
 */
export const priceOrderFor = async (
  tx: Transaction,
  manufacturerId: number,
  { retailerId, items }: Pick<OrderCreate, 'retailerId' | 'items'>,
  day: string,
  { hold }: { hold: boolean },
): Promise<PricedOrderLine[]> => {
  const listsOf = await loadApplicableLists(
    tx,
    manufacturerId,
    retailerId,
    day,
    items.map((item) => item.productId),
  );
  return priceOrderLines(tx, manufacturerId, items, listsOf, { hold });
};

/** The quote's answer: each line's unit price, list, source and next cheaper rung, and the total, in rupees. */
export const quoteOf = (lines: readonly PricedOrderLine[]): OrderQuote => ({
  items: lines.map((line) => ({
    productId: line.productId,
    variantId: line.variantId,
    quantity: line.quantity,
    unitPrice: paiseToRupees(toPaise(line.price)),
    priceList: line.priceList,
    priceSource: line.priceSource,
    nextRung: line.nextRung && {
      minQty: line.nextRung.minQty,
      unitPrice: Number(formatPaise(line.nextRung.unitPaise)),
    },
  })),
  totalAmount: paiseToRupees(
    orderTotalPaise(lines.map((line) => ({ unitPaise: toPaise(line.price), quantity: line.quantity }))),
  ),
});
