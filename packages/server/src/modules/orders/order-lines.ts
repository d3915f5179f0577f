import {
  formatPaise,
  ORDER_ATTRIBUTE_KINDS,
  ORDER_MSG,
  type OrderAttributeKind,
  type OrderCreate,
  type OrderItemInput,
  orderQuantityProblem,
  priceLine,
} from '@apparel/contracts';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Transaction } from '../../db/client';
import { attributeItems, type OrderChoices, products } from '../../db/schema';
import { badRequest } from '../../errors';

/** attribute_items.type (plural) of each kind an order line may choose. */
const TYPE_OF_KIND: Record<OrderAttributeKind, string> = {
  color: 'colors',
  size: 'sizes',
  brand: 'brands',
  fabric: 'fabrics',
  theme: 'themes',
  material: 'materials',
  season: 'seasons',
};
const KIND_OF_TYPE = Object.fromEntries(Object.entries(TYPE_OF_KIND).map(([k, t]) => [t, k])) as Record<
  string,
  OrderAttributeKind
>;

/** A line ready to store: the product's name, the unit price the rule gives, the chosen names. */
export type PricedOrderLine = {
  productId: number;
  productName: string;
  quantity: number;
  price: string;
  discount: string;
  choices: OrderChoices;
};

type Orderable = {
  id: number;
  name: string;
  price: number;
  discount: { from: number; to: number; discount: number }[];
  minOrderQty: number | null;
  maxOrderQty: number | null;
  options: Map<OrderAttributeKind, Map<number, string>>;
};

/**
 * The manufacturer's active products among `ids`, each with its options per attribute kind; the rows
 * stay held (FOR SHARE, in id order like takeStock) until the order's transaction ends.
 */
const loadOrderables = async (db: Transaction, manufacturerId: number, ids: number[]) => {
  const rows = await db
    .select({
      id: products.id,
      name: products.name,
      price: products.price,
      discount: products.discount,
      minOrderQty: products.minOrderQty,
      maxOrderQty: products.maxOrderQty,
    })
    .from(products)
    .where(
      and(
        inArray(products.id, ids),
        eq(products.manufacturerId, manufacturerId),
        eq(products.status, 'Active'),
        isNull(products.deletedAt),
      ),
    )
    .orderBy(asc(products.id))
    .for('share');
  const options = await db
    .select({
      productId: products.id,
      id: attributeItems.id,
      type: attributeItems.type,
      name: attributeItems.name,
    })
    .from(products)
    .innerJoin(attributeItems, sql`${attributeItems.id} = any(${products.itemIds})`)
    .where(inArray(products.id, ids));
  const byId = new Map<number, Orderable>(rows.map((row) => [row.id, { ...row, options: new Map() }]));
  for (const option of options) {
    const kind = KIND_OF_TYPE[option.type];
    const product = byId.get(option.productId);
    if (!kind || !product) continue;
    if (!product.options.has(kind)) product.options.set(kind, new Map());
    product.options.get(kind)?.set(option.id, option.name);
  }
  return byId;
};

/** The chosen attributes of a line: each among the product's options, every offered kind chosen. */
const choicesOf = (product: Orderable, item: OrderItemInput): OrderChoices => {
  const choices: OrderChoices = {};
  for (const kind of ORDER_ATTRIBUTE_KINDS) {
    const chosenId = item[`${kind}Id`];
    const offered = product.options.get(kind);
    if (chosenId === undefined) {
      if (offered && offered.size > 0)
        throw badRequest(`${ORDER_MSG.selectAllAttributes}: choose a ${kind} for ${product.name}`);
      continue;
    }
    const name = offered?.get(chosenId);
    if (name === undefined) throw badRequest(`${product.name} has no ${kind} with id ${chosenId}`);
    choices[kind] = { id: chosenId, name };
  }
  return choices;
};

/** The contracts' quantity rule, the one the New order screen checks before Add. */
const assertQuantity = (product: Orderable, quantity: number) => {
  const problem = orderQuantityProblem(product, quantity);
  if (problem) throw badRequest(problem);
};

/**
 * Checks every line of an order the way the screen does (active product of this manufacturer, the
 * attributes, the quantity) and prices it with the contracts' rule, so the preview is what is stored.
 */
export const priceOrderLines = async (
  db: Transaction,
  manufacturerId: number,
  items: OrderCreate['items'],
): Promise<PricedOrderLine[]> => {
  const orderables = await loadOrderables(db, manufacturerId, [...new Set(items.map((i) => i.productId))]);
  return items.map((item) => {
    const product = orderables.get(item.productId);
    if (!product) throw badRequest(`Product ${item.productId} is not one of your active products`);
    assertQuantity(product, item.quantity);
    const line = priceLine(product, item.quantity);
    return {
      productId: product.id,
      productName: product.name,
      quantity: item.quantity,
      price: formatPaise(line.unitPaise),
      discount: String(line.discount),
      choices: choicesOf(product, item),
    };
  });
};
