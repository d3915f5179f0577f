import { type DiscountRange, discountedPaise, discountFor } from './pricing';

/**
 * The one pricing rule of an order line (product.md §15), used by every price shown and
 * stored: the server's quote and order create call it, and a screen fed the same terms gets the same
 * paise. No zod here: the New order screen reads it on its first render.
 *
 * For a line of product P, cell V, the product's total quantity q in the order, retailer R, on day d:
 * - a list covers the line when it is valid on d, assigned to R or to R's type, and prices it: a row
 *   for V, else for P, with the largest min qty <= q (the deepest rung reached), else its percent off
 *   the cell's base price (every percent off the base, never off another list or tier);
 * - if a list assigned to R itself covers the line, lists assigned only to R's type are ignored;
 * - among the lists left and the product's own price (base less its Discount Rules at q), the lowest
 *   unit price wins; a tie goes to a list, then to the lower list id. Integer paise, half up.
 */

/** One row of a price list for one product: `variantId` null for every cell of the product. */
export type PriceRung = { variantId: number | null; minQty: number; pricePaise: number };

/** A price list valid on the day and assigned to the retailer (`own`) or only to its type. */
export type ApplicableList = {
  id: number;
  name: string;
  percentOff: number | null;
  /** Assigned to the retailer itself (else only through the retailer's type). */
  own: boolean;
  /** Its rows for the line's product (rows of other products may be left out). */
  rows: readonly PriceRung[];
};

/** What the rule needs of a line besides the lists. */
export type PricedCell = {
  /** The cell's own base price, else the product's, in paise. */
  basePaise: number;
  /** The product's Discount Rules. */
  discount: readonly DiscountRange[] | null | undefined;
  variantId: number;
};

/** How a line was priced: the unit price, the list (if any) and the words stamped on the line. */
export type LinePrice = {
  unitPaise: number;
  priceList: { id: number; name: string } | null;
  /** "A-contract, 100+", "Distributors −12 %", "Quantity discount 10 %", "Base price". */
  priceSource: string;
  /** The percent taken off the base price (a list's percent or the Discount Rules' tier; 0 for a fixed price). */
  discountPercent: number;
};

/** "12", "12.5": a percent as the source words print it. */
const percentText = (percent: number) => String(Number(percent.toFixed(2)));

export const BASE_PRICE_SOURCE = 'Base price';
export const quantityDiscountSource = (percent: number) => `Quantity discount ${percentText(percent)} %`;
export const listPercentSource = (name: string, percent: number) => `${name} −${percentText(percent)} %`;
export const listRungSource = (name: string, minQty: number) => (minQty > 1 ? `${name}, ${minQty}+` : name);

/** The deepest rung reached among rows, or undefined. */
const deepestRung = (rows: readonly PriceRung[], quantity: number): PriceRung | undefined => {
  let best: PriceRung | undefined;
  for (const row of rows) if (row.minQty <= quantity && (!best || row.minQty > best.minQty)) best = row;
  return best;
};

/** A list's price for the line (a row for the cell, else for the product, else its percent), or undefined. */
export const listPriceFor = (
  list: ApplicableList,
  cell: PricedCell,
  quantity: number,
): LinePrice | undefined => {
  const rung =
    deepestRung(
      list.rows.filter((row) => row.variantId === cell.variantId),
      quantity,
    ) ??
    deepestRung(
      list.rows.filter((row) => row.variantId === null),
      quantity,
    );
  const priceList = { id: list.id, name: list.name };
  if (rung)
    return {
      unitPaise: rung.pricePaise,
      priceList,
      priceSource: listRungSource(list.name, rung.minQty),
      discountPercent: 0,
    };
  if (list.percentOff === null) return undefined;
  return {
    unitPaise: discountedPaise(cell.basePaise, list.percentOff),
    priceList,
    priceSource: listPercentSource(list.name, list.percentOff),
    discountPercent: list.percentOff,
  };
};

/** The product's own price at `quantity`: the base less its Discount Rules (product.md §2.21). */
export const ownPriceFor = (cell: PricedCell, quantity: number): LinePrice => {
  const discount = discountFor(quantity, cell.discount);
  return {
    unitPaise: discountedPaise(cell.basePaise, discount),
    priceList: null,
    priceSource: discount > 0 ? quantityDiscountSource(discount) : BASE_PRICE_SOURCE,
    discountPercent: discount,
  };
};

/** The rule: the line's unit price at the product's total quantity `quantity` (see the file's comment). */
export const priceForRetailer = (
  cell: PricedCell,
  quantity: number,
  lists: readonly ApplicableList[],
): LinePrice => {
  const covering = lists
    .map((list) => ({ list, price: listPriceFor(list, cell, quantity) }))
    .filter((c): c is { list: ApplicableList; price: LinePrice } => c.price !== undefined);
  const anyOwn = covering.some((c) => c.list.own);
  const left = (anyOwn ? covering.filter((c) => c.list.own) : covering).sort(
    (a, b) => a.price.unitPaise - b.price.unitPaise || a.list.id - b.list.id,
  );
  const own = ownPriceFor(cell, quantity);
  const [best] = left;
  return best && best.price.unitPaise <= own.unitPaise ? best.price : own;
};

/** The next rung ahead: the least total quantity above `quantity` at which the rule gives a lower unit price. */
export const nextRungFor = (
  cell: PricedCell,
  quantity: number,
  lists: readonly ApplicableList[],
): { minQty: number; unitPaise: number } | null => {
  const current = priceForRetailer(cell, quantity, lists).unitPaise;
  const thresholds = new Set<number>();
  for (const list of lists)
    for (const row of list.rows)
      if (row.minQty > quantity && (row.variantId === null || row.variantId === cell.variantId))
        thresholds.add(row.minQty);
  for (const range of cell.discount ?? []) if (range.from > quantity) thresholds.add(range.from);
  for (const minQty of [...thresholds].sort((a, b) => a - b)) {
    const unitPaise = priceForRetailer(cell, minQty, lists).unitPaise;
    if (unitPaise < current) return { minQty, unitPaise };
  }
  return null;
};
