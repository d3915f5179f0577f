/**
 * The order pricing rule, shared by the New order screen (preview) and the server (what is stored):
 * an item's unit price is the product price less the discount of the range its quantity falls in,
 * rounded half up to the paisa; the order total is the sum of unit price times quantity. Everything is
 * computed in integer paise (BigInt where a product could overflow), so no float drift creeps in.
 */

/** One row of a product's Discount Rules: quantities from..to (both inclusive) get `discount` percent off. */
export type DiscountRange = { from: number; to: number; discount: number };

/** Rupees (a number or a numeric string such as "1299.50") as whole paise. */
export const toPaise = (amount: number | string): number => {
  const text = typeof amount === 'number' ? amount.toFixed(2) : amount.trim();
  const match = /^(-?)(\d+)(?:\.(\d{1,2})\d*)?$/.exec(text);
  if (!match) throw new Error(`Not an amount: ${amount}`);
  const [, sign, rupees, decimals = ''] = match;
  const paise = Number(rupees) * 100 + Number(decimals.padEnd(2, '0'));
  return sign ? -paise : paise;
};

/** Whole paise as rupees with two decimals, e.g. 129950 -> "1299.50". */
export const formatPaise = (paise: number): string => {
  const sign = paise < 0 ? '-' : '';
  const abs = Math.abs(paise);
  return `${sign}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
};

/** Whole paise as a JSON number of rupees (exact: every 2-decimal amount below 2^53 paise round-trips). */
export const paiseToRupees = (paise: number): number => Number(formatPaise(paise));

/**
 * The discount percent for a quantity: the range with from <= quantity <= to. Ranges should not
 * overlap; when they do, the largest discount wins. No range, no discount.
 */
export const discountFor = (quantity: number, ranges: readonly DiscountRange[] | null | undefined): number =>
  (ranges ?? [])
    .filter((range) => range.from <= quantity && quantity <= range.to)
    .reduce((best, range) => Math.max(best, range.discount), 0);

/** The unit price in paise after a percent discount (to 0.01 %), rounded half up to the paisa. */
export const discountedPaise = (pricePaise: number, discountPercent: number): number => {
  const basisPoints = BigInt(Math.round(Math.min(Math.max(discountPercent, 0), 100) * 100));
  const scaled = BigInt(pricePaise) * (10_000n - basisPoints);
  return Number((scaled + 5_000n) / 10_000n);
};

export type PricedLine = {
  /** Percent off for this quantity (0 when no range applies). */
  discount: number;
  unitPaise: number;
  linePaise: number;
};

/**
 * Prices one order line from the product's price and Discount Rules. The tier is reached by
 * `tierQuantity`: the product's total quantity in the order, all its sizes and colours together
 * (issue 18, `productQuantities`); a lone line's own quantity by default.
 */
export const priceLine = (
  product: { price: number | string; discount?: readonly DiscountRange[] | null },
  quantity: number,
  tierQuantity: number = quantity,
): PricedLine => {
  const discount = discountFor(tierQuantity, product.discount);
  const unitPaise = discountedPaise(toPaise(product.price), discount);
  return { discount, unitPaise, linePaise: unitPaise * quantity };
};

/** The order total in paise: the sum of unit price times quantity. */
export const orderTotalPaise = (lines: readonly { unitPaise: number; quantity: number }[]): number =>
  Number(lines.reduce((sum, line) => sum + BigInt(line.unitPaise) * BigInt(line.quantity), 0n));

/** Each product's total quantity over an order's lines (the quantity its discount tier reads). */
export const productQuantities = (
  lines: readonly { productId: number; quantity: number }[],
): Map<number, number> => {
  const totals = new Map<number, number>();
  for (const line of lines) totals.set(line.productId, (totals.get(line.productId) ?? 0) + line.quantity);
  return totals;
};

/**
 * The next tier above `quantity`: the lowest `from` beyond it whose discount beats the current one
 * ("24+ for ₹1,020"), or undefined at the best tier.
 */
export const nextDiscountTier = (
  quantity: number,
  ranges: readonly DiscountRange[] | null | undefined,
): DiscountRange | undefined => {
  const current = discountFor(quantity, ranges);
  return [...(ranges ?? [])]
    .filter((range) => range.from > quantity && range.discount > current)
    .sort((a, b) => a.from - b.from)[0];
};
