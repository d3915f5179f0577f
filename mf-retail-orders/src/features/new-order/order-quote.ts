import { useQuote } from '@apparel/api-client';
import type { OrderQuote, QuotedItem } from '@apparel/contracts';
import { formatRupees } from '@apparel/ui';
import { createContext, useContext } from 'react';
import { type OrderLine, toOrderCreate } from './order-lines';

/**
 * New order's quote (product.md §15, "Quoted before it is placed"): once a retailer is chosen, the
 * server prices the lines by the one rule POST /orders applies, so the screen shows its numbers and
 * never works a list's price out itself.
 */

/** The retailer chosen on New order, for the parts below the page that quote for it (the size grid). */
export const QuoteRetailerContext = createContext<number | null>(null);
export const useQuoteRetailer = () => useContext(QuoteRetailerContext);

/** The quote of these lines for the retailer, once it answers for exactly these lines (undefined before). */
export function useLinesQuote(retailerId: number | null, lines: OrderLine[]): OrderQuote | undefined {
  const quote = useQuote(retailerId !== null && lines.length > 0 ? toOrderCreate(retailerId, lines) : null);
  const fresh = quote.data && !quote.isPlaceholderData && quote.data.items.length === lines.length;
  return fresh ? quote.data : undefined;
}

/** "100+ for ₹320.00": the next cheaper rung the product's total quantity can reach. */
export const rungText = (rung: NonNullable<QuotedItem['nextRung']>) =>
  `${rung.minQty}+ for ${formatRupees(rung.unitPrice)}`;

/** Whether a price list priced the line (otherwise the product's own price and Discount Rules did). */
export const listPriced = (item: QuotedItem | undefined): item is QuotedItem & { priceList: object } =>
  item?.priceList != null;
