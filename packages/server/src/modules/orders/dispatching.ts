import {
  DISPATCHABLE_STATUSES,
  type DispatchWithInvoice,
  type dispatchCreateSchema,
  documentDateProblem,
  lineMessage,
  type Order,
  type OrderStatus,
  todayInIndia,
} from '@apparel/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Clock } from '../../clock';
import type { Database, Transaction } from '../../db/client';
import { insertRowsAsJson } from '../../db/json-rows';
import { dispatches, dispatchLines, orderItems, orders } from '../../db/schema';
import { ApiError, badRequest, notFound } from '../../errors';
import { loadGstRateRules } from '../tax-rates/tax-rate-service';
import { billableItems, itemOfLine, remainingOf, taxLineFor } from './billable-items';
import { assertDistanceWhenEWayBill } from './e-way-bill-distance';
import type { ConsignmentInvoicing } from './invoicing';
import { orderDocuments } from './order-documents';
import { type Actor, recordOrderEvent } from './order-events';
import { NOT_DISPATCHABLE, NOTHING_TO_CANCEL, ORDER_NOT_FOUND } from './order-messages';
import { rollupOrder } from './order-rollups';
import { moveCellStock, unitsOfItems } from './stock';

export { NOT_DISPATCHABLE, NOTHING_TO_CANCEL };

type DispatchForm = z.output<typeof dispatchCreateSchema>;

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** The history line of a consignment (also written by the benchmarks' bulk seeds). */
export const dispatchedSummary = (pieces: number, date: string, via: string) =>
  `Dispatched ${plural(pieces, 'piece')} on ${date} by ${via}`;

/** Locks the order row for the rest of the transaction: 404 unless it is this manufacturer's. */
const lockOrder = async (tx: Transaction, manufacturerId: number, orderId: number) => {
  const [order] = await tx
    .select({ status: orders.status, retailerId: orders.retailerId, createdAt: orders.createdAt })
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.manufacturerId, manufacturerId)))
    .for('update');
  if (!order) throw notFound(ORDER_NOT_FOUND);
  return order;
};

/** DISPATCHED once every piece is sent or cancelled, else PARTIALLY_DISPATCHED; keeps the rollups in step. */
const settleStatus = async (tx: Transaction, orderId: number, from: OrderStatus): Promise<OrderStatus> => {
  const [open] = await tx
    .select({ id: orderItems.id })
    .from(orderItems)
    .where(
      and(
        eq(orderItems.orderId, orderId),
        sql`${orderItems.dispatchedQty} + ${orderItems.cancelledQty} < ${orderItems.quantity}`,
      ),
    )
    .limit(1);
  const to: OrderStatus = open ? 'PARTIALLY_DISPATCHED' : 'DISPATCHED';
  if (to !== from) {
    await tx.update(orders).set({ status: to }).where(eq(orders.id, orderId));
    await rollupOrder(tx, orderId, from, -1);
    await rollupOrder(tx, orderId, to, 1);
  }
  return to;
};

/** Consignments of accepted orders, each issuing its tax invoice in the same transaction. */
export const createDispatching = ({
  db,
  clock,
  invoicing,
  read,
  backdateDays,
}: {
  db: Database;
  clock: Clock;
  invoicing: ConsignmentInvoicing;
  /** How many days back a consignment may be dated (the contracts' documentDateRange). */
  backdateDays: number;
  /** The order service's read: the answer after a change is the order as GET /orders/{id} gives it. */
  read: (manufacturerId: number, id: number) => Promise<Order>;
}) => ({
  async dispatch(
    manufacturerId: number,
    orderId: number,
    form: DispatchForm,
    actor: Actor,
  ): Promise<DispatchWithInvoice> {
    const { dispatchId, invoiceId } = await db.transaction(async (tx) => {
      const order = await lockOrder(tx, manufacturerId, orderId);
      if (!(DISPATCHABLE_STATUSES as readonly OrderStatus[]).includes(order.status))
        throw new ApiError(409, NOT_DISPATCHABLE);
      const dateProblem = documentDateProblem(form.date, todayInIndia(clock()), backdateDays);
      if (dateProblem) throw badRequest(dateProblem);
      if (form.date < todayInIndia(order.createdAt))
        throw badRequest('Date cannot be before the order was placed');
      const items = await billableItems(tx, orderId);
      const rules = await loadGstRateRules(tx);
      const sent = form.lines.flatMap((line, index) => {
        const item = itemOfLine(items, line, index);
        if (line.quantity > remainingOf(item))
          throw badRequest(
            lineMessage(
              index,
              `only ${remainingOf(item)} of ${item.name} left to dispatch, ${line.quantity} asked`,
            ),
          );
        return line.quantity > 0
          ? [{ line, tax: taxLineFor(item, line.quantity, index, rules, form.date) }]
          : [];
      });
      const [consignment] = await tx
        .insert(dispatches)
        .values({
          manufacturerId,
          orderId,
          dispatchDate: form.date,
          transporter: form.transporter,
          lrNumber: form.lrNumber,
          vehicleNumber: form.vehicleNumber,
          distanceKm: form.distanceKm ?? null,
          createdAt: clock(),
        })
        .returning({ id: dispatches.id });
      if (!consignment) throw new Error('The dispatch was not stored');
      const quantities = sent.map(({ line }) => ({ id: line.itemId, quantity: line.quantity }));
      await insertRowsAsJson(
        tx,
        dispatchLines,
        quantities.map((q) => ({ dispatchId: consignment.id, orderItemId: q.id, quantity: q.quantity })),
      );
      // order_items_settled_check refuses more than ordered even if a check above were bypassed.
      await tx.execute(sql`
        update order_items i set dispatched_qty = i.dispatched_qty + d.quantity
        from json_to_recordset(${JSON.stringify(quantities)}::json) as d(id int, quantity int)
        where i.id = d.id and i.order_id = ${orderId}`);
      const invoice = await invoicing.issue(tx, {
        manufacturerId,
        orderId,
        retailerId: order.retailerId,
        dispatchId: consignment.id,
        date: form.date,
        lines: sent.map((s) => s.tax),
      });
      await assertDistanceWhenEWayBill(tx, invoice.id, form.date, form.distanceKm);
      await settleStatus(tx, orderId, order.status);
      const pieces = quantities.reduce((sum, q) => sum + q.quantity, 0);
      const via = [
        form.transporter,
        form.lrNumber && `LR ${form.lrNumber}`,
        form.vehicleNumber && `vehicle ${form.vehicleNumber}`,
      ]
        .filter(Boolean)
        .join(', ');
      await recordOrderEvent(
        tx,
        actor,
        clock,
        {
          orderId,
          manufacturerId,
          kind: 'DISPATCHED',
          summary: dispatchedSummary(pieces, form.date, via),
          documentId: consignment.id,
        },
        {
          orderId,
          manufacturerId,
          kind: 'INVOICED',
          summary: `Tax invoice ${invoice.number} issued`,
          documentId: invoice.id,
        },
      );
      return { dispatchId: consignment.id, invoiceId: invoice.id };
    });
    const [invoice, documents] = await Promise.all([
      invoicing.read(manufacturerId, invoiceId),
      orderDocuments(db, orderId),
    ]);
    const consignment = documents.dispatches.find((d) => d.id === dispatchId);
    if (!consignment) throw new Error('The dispatch was not found after saving');
    return { ...consignment, invoice };
  },

  /**
   * Closes what was not dispatched and returns it to stock: of a PARTIALLY_DISPATCHED order (then
   * DISPATCHED), or the whole of an ACCEPTED one, nothing of which has left (then CANCELLED).
   */
  async cancelRemaining(manufacturerId: number, orderId: number, actor: Actor): Promise<Order> {
    await db.transaction(async (tx) => {
      const order = await lockOrder(tx, manufacturerId, orderId);
      if (!(DISPATCHABLE_STATUSES as readonly OrderStatus[]).includes(order.status))
        throw new ApiError(409, NOTHING_TO_CANCEL);
      const items = await billableItems(tx, orderId);
      const cancelled = items
        .map((item) => ({ itemId: item.id, quantity: remainingOf(item) }))
        .filter((unit) => unit.quantity > 0);
      for (const unit of cancelled)
        await tx
          .update(orderItems)
          .set({ cancelledQty: sql`${orderItems.cancelledQty} + ${unit.quantity}` })
          .where(eq(orderItems.id, unit.itemId));
      await moveCellStock(tx, unitsOfItems(cancelled), 'give back');
      const pieces = cancelled.reduce((sum, unit) => sum + unit.quantity, 0);
      // An ACCEPTED order has no consignment (the first one makes it PARTIALLY_DISPATCHED).
      if (order.status === 'ACCEPTED') {
        await tx.update(orders).set({ status: 'CANCELLED' }).where(eq(orders.id, orderId));
        await recordOrderEvent(tx, actor, clock, {
          orderId,
          manufacturerId,
          kind: 'CANCELLED',
          summary: `Cancelled before any dispatch: ${plural(pieces, 'piece')} returned to stock`,
        });
        // Last before commit, as every order change: the rollup rows are what they wait for.
        await rollupOrder(tx, orderId, 'ACCEPTED', -1);
        await rollupOrder(tx, orderId, 'CANCELLED', 1);
        return;
      }
      await settleStatus(tx, orderId, order.status);
      await recordOrderEvent(tx, actor, clock, {
        orderId,
        manufacturerId,
        kind: 'REMAINDER_CANCELLED',
        summary: `Remainder cancelled: ${plural(pieces, 'piece')} returned to stock`,
      });
    });
    return read(manufacturerId, orderId);
  },
});
