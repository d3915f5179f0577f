import {
  type DiscountRange,
  ORDER_ATTRIBUTE_KINDS,
  type OrderAttributeKind,
  type OrderCreate,
  orderTotalPaise,
  type Product,
  priceLine,
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
};

/** The product's link list of each kind (SPEC 3: productColors with {colorId, color}, ...). */
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

/** Removes the entry with the same product and the same choices (SPEC 5). */
export const removeLine = (lines: OrderLine[], line: OrderLine): OrderLine[] =>
  lines.filter((l) => !sameLine(l, line));

/** Each line priced by the same rule the server applies, and the order total (all in paise). */
export const priceLines = (lines: OrderLine[]) => {
  const priced = lines.map((line) => ({ line, ...priceLine(line, line.quantity) }));
  return {
    priced,
    totalPaise: orderTotalPaise(priced.map((p) => ({ unitPaise: p.unitPaise, quantity: p.line.quantity }))),
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
