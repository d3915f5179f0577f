import {
  type GstRateRule,
  grossUnitPaise,
  gstRateFor,
  lineMessage,
  ORDER_ATTRIBUTE_KINDS,
  type QuantityLine,
  type TaxLineInput,
  toPaise,
} from '@apparel/contracts';
import { asc, eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { categories, type OrderChoices, orderItems, products } from '../../db/schema';
import { badRequest } from '../../errors';

/** An order item with what billing it needs: what is left, its HSN (product, else category). */
export type BillableItem = {
  id: number;
  name: string;
  choices: OrderChoices;
  quantity: number;
  dispatchedQty: number;
  cancelledQty: number;
  netUnitPaise: number;
  discountPercent: number;
  hsn: string | null;
};

/** The order's items in line order; inside a transaction pass `tx`. */
export const billableItems = async (db: Queryable, orderId: number): Promise<BillableItem[]> => {
  const rows = await db
    .select({
      id: orderItems.id,
      name: orderItems.productName,
      choices: orderItems.choices,
      quantity: orderItems.quantity,
      dispatchedQty: orderItems.dispatchedQty,
      cancelledQty: orderItems.cancelledQty,
      price: orderItems.price,
      discount: orderItems.discount,
      productHsn: products.hsnCode,
      categoryHsn: categories.defaultHsn,
    })
    .from(orderItems)
    .leftJoin(products, eq(products.id, orderItems.productId))
    .leftJoin(categories, eq(categories.id, products.categoryId))
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.id));
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    choices: row.choices,
    quantity: row.quantity,
    dispatchedQty: row.dispatchedQty,
    cancelledQty: row.cancelledQty,
    netUnitPaise: toPaise(row.price),
    discountPercent: Number(row.discount),
    hsn: row.productHsn ?? row.categoryHsn ?? null,
  }));
};

/** "Cotton Kurta, Red, M": the product and its chosen attributes, as the invoice describes a line. */
export const describeItem = (item: Pick<BillableItem, 'name' | 'choices'>): string =>
  [
    item.name,
    ...ORDER_ATTRIBUTE_KINDS.flatMap((kind) => (item.choices[kind] ? [item.choices[kind].name] : [])),
  ].join(', ');

export const remainingOf = (item: BillableItem) => item.quantity - item.dispatchedQty - item.cancelledQty;

/** The item a line names, or 400 naming the line. */
export const itemOfLine = (
  items: readonly BillableItem[],
  line: QuantityLine,
  index: number,
): BillableItem => {
  const item = items.find((candidate) => candidate.id === line.itemId);
  if (!item) throw badRequest(lineMessage(index, `item ${line.itemId} is not on this order`));
  return item;
};

/** What the GST arithmetic needs for `quantity` pieces of an item on `date` (400 naming the line when unbillable). */
export const taxLineFor = (
  item: BillableItem,
  quantity: number,
  index: number,
  rules: readonly GstRateRule[],
  date: string,
): TaxLineInput => {
  const label = describeItem(item);
  if (!item.hsn)
    throw badRequest(lineMessage(index, `${label} has no HSN code: set one on the product or its category`));
  const rule = gstRateFor(rules, item.hsn, date, item.netUnitPaise);
  if (!rule)
    throw badRequest(
      lineMessage(index, `no GST rate for HSN ${item.hsn} on ${date} at this price: add one under Tax rates`),
    );
  return {
    itemId: item.id,
    description: label,
    hsn: item.hsn,
    quantity,
    netUnitPaise: item.netUnitPaise,
    grossUnitPaise: grossUnitPaise(item.netUnitPaise, item.discountPercent),
    rateBasisPoints: rule.rateBasisPoints,
  };
};
