import { ORDER_ATTRIBUTE_KINDS, type Order, type OrderItem } from '@apparel/contracts';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { rupees } from '../../db/numeric';
import { orderItems, orders, productVariants, retailers } from '../../db/schema';
import { orderDocuments } from '../dispatch/order-documents';

/** What an order without consignments, invoices or credit notes shows of them. */
const NO_DOCUMENTS = { dispatches: [], invoices: [], creditNotes: [] };

/** The order and its lines as two statements prepared once per database (each order answer reads them). */
const prepareOrderReads = (db: Database) => ({
  order: db
    .select({
      id: orders.id,
      status: orders.status,
      totalAmount: orders.totalAmount,
      createdAt: orders.createdAt,
      acceptedAt: orders.acceptedAt,
      retailerId: retailers.id,
      retailerName: retailers.name,
    })
    .from(orders)
    .leftJoin(retailers, eq(retailers.id, orders.retailerId))
    .where(
      and(eq(orders.id, sql.placeholder('id')), eq(orders.manufacturerId, sql.placeholder('manufacturerId'))),
    )
    .prepare('order_detail'),
  lines: db
    .select({ line: orderItems, stockLeft: productVariants.stockQty })
    .from(orderItems)
    .leftJoin(productVariants, eq(productVariants.id, orderItems.variantId))
    .where(eq(orderItems.orderId, sql.placeholder('id')))
    .orderBy(asc(orderItems.id))
    .prepare('order_detail_lines'),
});
const preparedReads = new WeakMap<Database, ReturnType<typeof prepareOrderReads>>();
const orderReadsOf = (db: Database) => {
  let reads = preparedReads.get(db);
  if (!reads) {
    reads = prepareOrderReads(db);
    preparedReads.set(db, reads);
  }
  return reads;
};

/**
 * One order of this manufacturer with its lines, or undefined. `documents: false` for an order that
 * cannot have any yet (just created, or just accepted or rejected): they are not read.
 */
export const findOrder = async (
  db: Database,
  manufacturerId: number,
  id: number,
  { documents: withDocuments = true } = {},
): Promise<Order | undefined> => {
  const reads = orderReadsOf(db);
  const [order] = await reads.order.execute({ id, manufacturerId });
  if (!order) return undefined;
  const [lines, documents] = await Promise.all([
    reads.lines.execute({ id }),
    withDocuments ? orderDocuments(db, id) : NO_DOCUMENTS,
  ]);
  return {
    id: order.id,
    status: order.status,
    totalAmount: rupees(order.totalAmount),
    createdAt: order.createdAt.toISOString(),
    acceptedAt: order.acceptedAt?.toISOString() ?? null,
    retailer: order.retailerId === null ? null : { id: order.retailerId, name: order.retailerName ?? '' },
    items: lines.map(
      ({ line, stockLeft }): OrderItem => ({
        id: line.id,
        productId: line.productId,
        product: { name: line.productName },
        quantity: line.quantity,
        price: rupees(line.price),
        dispatchedQty: line.dispatchedQty,
        cancelledQty: line.cancelledQty,
        ...(Object.fromEntries(
          ORDER_ATTRIBUTE_KINDS.map((kind) => [kind, line.choices[kind] ?? null]),
        ) as Pick<OrderItem, (typeof ORDER_ATTRIBUTE_KINDS)[number]>),
        variantId: line.variantId,
        sku: line.sku,
        stockLeft,
      }),
    ),
    ...documents,
  };
};
