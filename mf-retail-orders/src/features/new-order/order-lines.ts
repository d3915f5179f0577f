import {
  type DiscountRange,
  ORDER_ATTRIBUTE_KINDS,
  ORDER_MSG,
  type OrderAttributeKind,
  type OrderCreate,
  type OrderQuantityLimits,
  type OrderQuote,
  orderQuantityProblem,
  orderQuantityRange,
  orderTotalPaise,
  type Product,
  priceLine,
  productQuantities,
  toPaise,
} from '@apparel/contracts';

export type Choice = { id: number; name: string };
export type Choices = Partial<Record<OrderAttributeKind, Choice>>;

/** One entry of the Order Items list, with what the pricing rule needs. */
export type OrderLine = {
  productId: number;
  name: string;
  quantity: number;
  choices: Choices;
  price: number;
  discount: DiscountRange[];
  /** The stock of the line's size x colour cell when it was added (null: unknown). */
  stock: number | null;
};

/** The product's link list of each kind (product.md §3: productColors with {colorId, color}, ...). */
const OPTION_LISTS = {
  color: (p: Product) => p.productColors.map((l) => l.color),
  size: (p: Product) => p.productSizes.map((l) => l.size),
  brand: (p: Product) => p.productBrands.map((l) => l.brand),
  fabric: (p: Product) => p.productFabrics.map((l) => l.fabric),
  theme: (p: Product) => p.productThemes.map((l) => l.theme),
  material: (p: Product) => p.productMaterials.map((l) => l.material),
  season: (p: Product) => p.productSeasons.map((l) => l.season),
} satisfies Record<OrderAttributeKind, (p: Product) => Choice[]>;

/** The kinds this product offers options for, each with its options (a select appears for each). */
export const offeredOptions = (product: Product): [OrderAttributeKind, Choice[]][] =>
  ORDER_ATTRIBUTE_KINDS.map(
    (kind) => [kind, OPTION_LISTS[kind](product)] as [OrderAttributeKind, Choice[]],
  ).filter(([, options]) => options.length > 0);

/** Whether every offered kind has a choice. */
export const allChosen = (product: Product, choices: Choices) =>
  offeredOptions(product).every(([kind]) => choices[kind] !== undefined);

/** Same product and the same attribute choices: the same entry of the list. */
export const sameLine = (
  a: Pick<OrderLine, 'productId' | 'choices'>,
  b: Pick<OrderLine, 'productId' | 'choices'>,
) =>
  a.productId === b.productId &&
  ORDER_ATTRIBUTE_KINDS.every((kind) => a.choices[kind]?.id === b.choices[kind]?.id);

/** Adds a line; adding the same product with the same choices again adds to that entry's quantity. */
export const addLine = (lines: OrderLine[], line: OrderLine): OrderLine[] =>
  lines.some((l) => sameLine(l, line))
    ? lines.map((l) => (sameLine(l, line) ? { ...l, quantity: l.quantity + line.quantity } : l))
    : [...lines, line];

/** The product's order-quantity limits (product.md §3 spells the maximum `maxOrderOty`) and its Order multiple. */
export const quantityLimitsOf = (product: Product): OrderQuantityLimits => ({
  minOrderQty: product.minOrderQty,
  maxOrderQty: product.maxOrderOty,
  orderMultiple: product.orderMultiple,
});

/** The product's limits as shown beside Qty ("Min Order Qty 10, Max Order Qty 500, Order multiple 6"); none without limits. */
export const quantityLimitsText = (product: Product): string | undefined => {
  const { minOrderQty, maxOrderQty, orderMultiple } = quantityLimitsOf(product);
  const { min, max } = orderQuantityRange({ minOrderQty, maxOrderQty });
  const parts = [
    min > 1 ? `Min Order Qty ${min}` : '',
    maxOrderQty ? `Max Order Qty ${max}` : '',
    orderMultiple && orderMultiple > 1 ? `Order multiple ${orderMultiple}` : '',
  ];
  return parts.filter(Boolean).join(', ') || undefined;
};

/**
 * Why adding `line` is refused, or undefined: the quantity rule (the server's) applied to what the entry
 * with the same product and choices would hold after the Add.
 */
export const addQuantityProblem = (product: Product, lines: OrderLine[], line: OrderLine) => {
  if (!Number.isInteger(line.quantity) || line.quantity < 1) return ORDER_MSG.quantityMin;
  const held = lines.find((l) => sameLine(l, line))?.quantity ?? 0;
  const problem = orderQuantityProblem(
    { name: product.name, ...quantityLimitsOf(product) },
    held + line.quantity,
  );
  return problem && held > 0 ? `${problem} (${held} already in Order Items with these choices)` : problem;
};

/** Removes the entry with the same product and the same choices (product.md §5). */
export const removeLine = (lines: OrderLine[], line: OrderLine): OrderLine[] =>
  lines.filter((l) => !sameLine(l, line));

/**
 * Each line priced by the same rule the server applies, and the order total (all in paise): the
 * discount tier is reached by the product's total quantity, all its sizes and colours together. With
 * the server's quote (a retailer chosen: its price lists, its cells' own prices) its unit prices and
 * total are the ones shown, to the paisa (product.md §15).
 */
export const priceLines = (lines: OrderLine[], quote?: OrderQuote) => {
  const totals = productQuantities(lines);
  const priced = lines.map((line, index) => {
    const own = priceLine(line, line.quantity, totals.get(line.productId));
    const quoted = quote?.items[index];
    if (!quoted) return { line, ...own, quoted };
    const unitPaise = toPaise(quoted.unitPrice);
    return { line, ...own, unitPaise, linePaise: unitPaise * line.quantity, quoted };
  });
  return {
    priced,
    totalPaise: quote
      ? toPaise(quote.totalAmount)
      : orderTotalPaise(priced.map((p) => ({ unitPaise: p.unitPaise, quantity: p.line.quantity }))),
  };
};

/** POST /orders body. */
export const toOrderCreate = (retailerId: number, lines: OrderLine[]): OrderCreate => ({
  retailerId,
  items: lines.map((line) => ({
    productId: line.productId,
    quantity: line.quantity,
    ...Object.fromEntries(Object.entries(line.choices).map(([kind, choice]) => [`${kind}Id`, choice.id])),
  })),
});
