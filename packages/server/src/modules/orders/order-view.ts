import { ORDER_ATTRIBUTE_KINDS, type Order, type OrderItem } from '@apparel/contracts';
import { and, asc, eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { rupees } from '../../db/numeric';
import { orderItems, orders, productVariants, retailers } from '../../db/schema';
import { orderDocuments } from '../dispatch/order-documents';

/** One order of this manufacturer with its lines, or undefined. */
export const findOrder = async (
  db: Queryable,
  manufacturerId: number,
  id: number,
): Promise<Order | undefined> => {
  const [order] = await db
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
    .where(and(eq(orders.id, id), eq(orders.manufacturerId, manufacturerId)));
  if (!order) return undefined;
  const [lines, documents] = await Promise.all([
    db
      .select({ line: orderItems, stockLeft: productVariants.stockQty })
      .from(orderItems)
      .leftJoin(productVariants, eq(productVariants.id, orderItems.variantId))
      .where(eq(orderItems.orderId, id))
      .orderBy(asc(orderItems.id)),
    orderDocuments(db, id),
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
