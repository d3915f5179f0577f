import { ORDER_ATTRIBUTE_KINDS, type Order, type OrderItem } from '@apparel/contracts';
import { and, asc, eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { rupees } from '../../db/numeric';
import { orderItems, orders, retailers } from '../../db/schema';

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
  const lines = await db
    .select()
    .from(orderItems)
    .where(eq(orderItems.orderId, id))
    .orderBy(asc(orderItems.id));
  return {
    id: order.id,
    status: order.status,
    totalAmount: rupees(order.totalAmount),
    createdAt: order.createdAt.toISOString(),
    acceptedAt: order.acceptedAt?.toISOString() ?? null,
    retailer: order.retailerId === null ? null : { id: order.retailerId, name: order.retailerName ?? '' },
    items: lines.map(
      (line): OrderItem => ({
        id: line.id,
        productId: line.productId,
        product: { name: line.productName },
        quantity: line.quantity,
        price: rupees(line.price),
        ...(Object.fromEntries(
          ORDER_ATTRIBUTE_KINDS.map((kind) => [kind, line.choices[kind] ?? null]),
        ) as Pick<OrderItem, (typeof ORDER_ATTRIBUTE_KINDS)[number]>),
      }),
    ),
  };
};
