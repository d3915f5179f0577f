import { ORDER_ATTRIBUTE_KINDS, type Order, type OrderItem } from '@apparel/contracts';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { rupees } from '../../db/numeric';
import { orderItems, orders, productVariants, retailers } from '../../db/schema';
import { orderDocuments } from './order-documents';

/** What an order without consignments, invoices or credit notes shows of them. */
const NO_DOCUMENTS = { dispatches: [], invoices: [], creditNotes: [] };

/**
 * Reads one order of a manufacturer with its lines, or undefined. Its two statements are prepared
 * once (every order answer reads them), as `createProductFinder` prepares the product detail's, so a
 * read builds no SQL. `documents: false` for an order that cannot have any yet (just created, or just
 * accepted or rejected): they are not read.
 */
export const createOrderFinder = (db: Database) => {
  const orderRow = db
    .select({
      id: orders.id,
      status: orders.status,
      totalAmount: orders.totalAmount,
      createdAt: orders.createdAt,
      acceptedAt: orders.acceptedAt,
      holdReason: orders.holdReason,
      retailerId: retailers.id,
      retailerName: retailers.name,
    })
    .from(orders)
    .leftJoin(retailers, eq(retailers.id, orders.retailerId))
    .where(
      and(eq(orders.id, sql.placeholder('id')), eq(orders.manufacturerId, sql.placeholder('manufacturerId'))),
    )
    .prepare('order_detail');
  const lineRows = db
    .select({ line: orderItems, stockLeft: productVariants.stockQty })
    .from(orderItems)
    .leftJoin(productVariants, eq(productVariants.id, orderItems.variantId))
    .where(eq(orderItems.orderId, sql.placeholder('id')))
    .orderBy(asc(orderItems.id))
    .prepare('order_detail_lines');

  return async (
    manufacturerId: number,
    id: number,
    { documents: withDocuments = true } = {},
  ): Promise<Order | undefined> => {
    const [order] = await orderRow.execute({ id, manufacturerId });
    if (!order) return undefined;
    const [lines, documents] = await Promise.all([
      lineRows.execute({ id }),
      withDocuments ? orderDocuments(db, id) : NO_DOCUMENTS,
    ]);
    return toOrder(order, lines, documents);
  };
};

type OrderRow = {
  id: number;
  status: Order['status'];
  totalAmount: string;
  createdAt: Date;
  acceptedAt: Date | null;
  holdReason: string | null;
  retailerId: number | null;
  retailerName: string | null;
};
type LineRow = { line: typeof orderItems.$inferSelect; stockLeft: number | null };

/** An order row, its lines and its documents as the answer of GET /orders/{id}. */
const toOrder = (
  order: OrderRow,
  lines: LineRow[],
  documents: Pick<Order, 'dispatches' | 'invoices' | 'creditNotes'>,
): Order => ({
  id: order.id,
  status: order.status,
  totalAmount: rupees(order.totalAmount),
  createdAt: order.createdAt.toISOString(),
  acceptedAt: order.acceptedAt?.toISOString() ?? null,
  retailer: order.retailerId === null ? null : { id: order.retailerId, name: order.retailerName ?? '' },
  // Only a held order shows why (a released one keeps the reason in its history).
  holdReason: order.status === 'ON_HOLD' ? order.holdReason : null,
  items: lines.map(
    ({ line, stockLeft }): OrderItem => ({
      id: line.id,
      productId: line.productId,
      product: { name: line.productName },
      quantity: line.quantity,
      price: rupees(line.price),
      dispatchedQty: line.dispatchedQty,
      cancelledQty: line.cancelledQty,
      ...(Object.fromEntries(ORDER_ATTRIBUTE_KINDS.map((kind) => [kind, line.choices[kind] ?? null])) as Pick<
        OrderItem,
        (typeof ORDER_ATTRIBUTE_KINDS)[number]
      >),
      variantId: line.variantId,
      sku: line.sku,
      stockLeft,
      priceList: line.priceListId === null ? null : { id: line.priceListId, name: line.priceListName ?? '' },
      priceSource: line.priceSource,
    }),
  ),
  ...documents,
});
