import type { OrderEvent, OrderEventKind } from '@apparel/contracts';
import { asc, eq } from 'drizzle-orm';
import type { Clock } from '../../clock';
import type { Queryable } from '../../db/client';
import { insertRowsAsJson } from '../../db/json-rows';
import { orderEvents, users } from '../../db/schema';

/** Who changed an order: the signed-in user of the request. */
export type Actor = { userId: number };

export type OrderEventInput = {
  orderId: number;
  manufacturerId: number;
  kind: OrderEventKind;
  summary: string;
  documentId?: number | null;
};

/**
 * Records changes of an order inside the transaction that makes them (so both happen or neither);
 * several events of one change (a dispatch and its invoice) go in one statement.
 */
export const recordOrderEvent = async (
  tx: Queryable,
  actor: Actor,
  clock: Clock,
  ...events: [OrderEventInput, ...OrderEventInput[]]
): Promise<void> => {
  const at = clock();
  await insertRowsAsJson(
    tx,
    orderEvents,
    events.map((event) => ({ ...event, documentId: event.documentId ?? null, userId: actor.userId, at })),
  );
};

/** An order's history, oldest first (the caller has checked the order is the manufacturer's). */
export const readOrderHistory = async (db: Queryable, orderId: number): Promise<OrderEvent[]> => {
  const rows = await db
    .select({
      id: orderEvents.id,
      kind: orderEvents.kind,
      at: orderEvents.at,
      userId: users.id,
      userName: users.name,
      summary: orderEvents.summary,
      documentId: orderEvents.documentId,
    })
    .from(orderEvents)
    .leftJoin(users, eq(users.id, orderEvents.userId))
    .where(eq(orderEvents.orderId, orderId))
    .orderBy(asc(orderEvents.id));
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    at: row.at.toISOString(),
    by: row.userId === null ? null : { id: row.userId, name: row.userName ?? '' },
    summary: row.summary,
    documentId: row.documentId,
  }));
};
