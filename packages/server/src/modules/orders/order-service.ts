import {
  type Order,
  type OrderCreate,
  type OrderListQuery,
  type OrderPage,
  type OrderQuote,
  type OrderQuoteInput,
  type OrderRelease,
  type OrderStatusUpdate,
  todayInIndia,
  toPaise,
} from '@apparel/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { Clock } from '../../clock';
import type { Database, Queryable, Transaction } from '../../db/client';
import { orders, retailerLinks } from '../../db/schema';
import { queryRows } from '../../db/sql-rows';
import { ApiError, badRequest, notFound } from '../../errors';
import { assertMinimumOrder, creditHoldReason, termsCanHold } from '../credit/credit-hold';
import { linkTermsOf } from '../credit/money-owed';
import { createDispatching } from './dispatching';
import type { ConsignmentInvoicing } from './invoicing';
import { hasDispatches } from './order-documents';
import { type Actor, readOrderHistory, recordOrderEvent } from './order-events';
import { insertOrder } from './order-insert';
import { listOrders } from './order-list';
import {
  NOT_ACCEPTED_RETAILER,
  ORDER_DECIDED,
  ORDER_DISPATCHED_NO_DELETE,
  ORDER_NOT_FOUND,
  ORDER_NOT_HELD,
} from './order-messages';
import { priceOrderFor, quoteOf } from './order-quote';
import { rollupOrder } from './order-rollups';
import { createOrderFinder } from './order-view';
import { moveCellStock, unitsOfOrder } from './stock';

/** The manufacturer's ACCEPTED link with the retailer, held FOR SHARE (assertAcceptedRetailer). */
export const acceptedLinkSql = (manufacturerId: number, retailerId: number) =>
  sql`select id, terms_updated_at from ${retailerLinks}
    where manufacturer_id = ${manufacturerId} and retailer_id = ${retailerId} and status = 'ACCEPTED'
    for share`;

/** The history line of a new order (also written by the benchmarks' bulk seeds). */
export const createdSummary = (lines: number, pieces: number) =>
  `Created with ${lines} line${lines === 1 ? '' : 's'}, ${pieces} piece${pieces === 1 ? '' : 's'}`;

/** The history line of an accept or a reject. */
export const decidedSummary = (status: OrderStatusUpdate['status']) =>
  status === 'ACCEPTED' ? 'Accepted: items taken out of stock' : 'Rejected';

export type OrderService = ReturnType<typeof createOrderService>;

/**
 * Orders a manufacturer takes for its retailers: priced by the contracts' rule, stock taken on accept,
 * dispatched in parts (each consignment invoiced through `invoicing`), every change in the history.
 */
export const createOrderService = ({
  db,
  clock,
  invoicing,
  backdateDays,
}: {
  db: Database;
  clock: Clock;
  invoicing: ConsignmentInvoicing;
  /** How many days back a dispatch may be dated. */
  backdateDays: number;
}) => {
  const findOrder = createOrderFinder(db);
  const read = async (
    manufacturerId: number,
    id: number,
    options?: { documents: boolean },
  ): Promise<Order> => {
    const order = await findOrder(manufacturerId, id, options);
    if (!order) throw notFound(ORDER_NOT_FOUND);
    return order;
  };

  /** 404 unless the order is this manufacturer's; inside a transaction pass `tx` (PGlite has one connection). */
  const assertExists = async (manufacturerId: number, id: number, q: Queryable = db): Promise<void> => {
    const [row] = await q
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.id, id), eq(orders.manufacturerId, manufacturerId)));
    if (!row) throw notFound(ORDER_NOT_FOUND);
  };

  /** Holds the accepted link (FOR SHARE) until the order is written, so it cannot change meanwhile. */
  const assertAcceptedRetailer = async (tx: Transaction, manufacturerId: number, retailerId: number) => {
    const [link] = await queryRows<{ id: number; terms_updated_at: Date | string | null }>(
      tx,
      acceptedLinkSql(manufacturerId, retailerId),
    );
    if (!link) throw badRequest(NOT_ACCEPTED_RETAILER);
    // Whether the link has credit terms at all (product.md §16: none, and nothing is ever held).
    return { hasTerms: link.terms_updated_at !== null };
  };

  /**
   * Holds a new order (or a PENDING one older than its retailer's terms, on accept) for credit
   * (product.md §16): ON_HOLD with its reason and a HELD history row; answers the reason, or null.
   */
  const holdForCredit = async (
    tx: Transaction,
    manufacturerId: number,
    order: { id: number; retailerId: number; totalPaise: number },
    actor: Actor,
  ): Promise<string | null> => {
    const terms = await linkTermsOf(tx, manufacturerId, order.retailerId, 'share');
    if (!termsCanHold(terms)) return null;
    const reason = await creditHoldReason(
      tx,
      manufacturerId,
      order.retailerId,
      terms,
      order.totalPaise,
      todayInIndia(clock()),
      order.id,
    );
    if (!reason) return null;
    await tx.update(orders).set({ status: 'ON_HOLD', holdReason: reason }).where(eq(orders.id, order.id));
    await recordOrderEvent(tx, actor, clock, {
      orderId: order.id,
      manufacturerId,
      kind: 'HELD',
      summary: `Held for credit: ${reason}`,
    });
    return reason;
  };

  return {
    read,
    assertExists,
    ...createDispatching({ db, clock, invoicing, read, backdateDays }),

    /** Every change of the order (created, accepted, dispatched, ...), oldest first; 404 for another's. */
    async history(manufacturerId: number, id: number) {
      await assertExists(manufacturerId, id);
      return { events: await readOrderHistory(db, id) };
    },

    list: (manufacturerId: number, query: OrderListQuery): Promise<OrderPage> =>
      listOrders(db, manufacturerId, query),

    /**
     * A PENDING order; the database sums the total from the stored unit prices (NUMERIC, no float).
     * The link and the products are checked inside the transaction and held there (FOR SHARE): a
     * link rejected or a product deactivated at the same time either waits for the order or is seen.
     */
    async create(
      manufacturerId: number,
      form: OrderCreate,
      actor: Actor,
      { placedBy = 'MANUFACTURER' }: { placedBy?: 'MANUFACTURER' | 'RETAILER' } = {},
    ): Promise<Order> {
      const id = await db.transaction(async (tx) => {
        const link = await assertAcceptedRetailer(tx, manufacturerId, form.retailerId);
        const lines = await priceOrderFor(tx, manufacturerId, form, todayInIndia(clock()), { hold: true });
        const totalPaise = lines.reduce((sum, line) => sum + toPaise(line.price) * line.quantity, 0);
        // New order only warns below the minimum; a retailer's own order is refused (product.md §16).
        if (placedBy === 'RETAILER')
          assertMinimumOrder(await linkTermsOf(tx, manufacturerId, form.retailerId), totalPaise);
        const order = await insertOrder(tx, {
          manufacturerId,
          retailerId: form.retailerId,
          createdAt: clock(),
          lines,
        });
        const pieces = lines.reduce((sum, line) => sum + line.quantity, 0);
        await recordOrderEvent(tx, actor, clock, {
          orderId: order.id,
          manufacturerId,
          kind: 'CREATED',
          summary: createdSummary(lines.length, pieces),
        });
        const held =
          link.hasTerms &&
          (await holdForCredit(
            tx,
            manufacturerId,
            { id: order.id, retailerId: form.retailerId, totalPaise },
            actor,
          ));
        // Last before commit: every order of the manufacturer waits for the rollup rows it locks.
        await rollupOrder(tx, order.id, held ? 'ON_HOLD' : 'PENDING', 1);
        return order.id;
      });
      return read(manufacturerId, id, { documents: false });
    },

    /** POST /orders/quote: the order priced as `create` would price it (on `date`, default today), nothing written. */
    quote: (manufacturerId: number, input: OrderQuoteInput): Promise<OrderQuote> =>
      db.transaction(async (tx) => {
        await assertAcceptedRetailer(tx, manufacturerId, input.retailerId);
        const day = input.date ?? todayInIndia(clock());
        return quoteOf(await priceOrderFor(tx, manufacturerId, input, day, { hold: false }));
      }),

    /**
     * PENDING to ACCEPTED (taking stock, whole or not at all) or REJECTED; an ON_HOLD order may be
     * rejected, and accepting it is 409 with its reason; a PENDING order older than its retailer's
     * terms (and never released) is checked again and held instead (409). Anything else is 409.
     */
    async changeStatus(
      manufacturerId: number,
      id: number,
      { status }: OrderStatusUpdate,
      actor: Actor,
    ): Promise<Order> {
      const now = clock();
      const heldReason = await db.transaction(async (tx) => {
        // One plain read decides the path; the conditional update below is what settles a race.
        const [current] = await queryRows<{
          status: Order['status'];
          retailer_id: number;
          total_amount: string;
          created_at: Date | string;
          hold_reason: string | null;
          hold_released_at: Date | string | null;
          terms_updated_at: Date | string | null;
        }>(
          tx,
          sql`select o.status, o.retailer_id, o.total_amount, o.created_at, o.hold_reason, o.hold_released_at,
              l.terms_updated_at
            from orders o
            left join retailer_links l on l.manufacturer_id = o.manufacturer_id and l.retailer_id = o.retailer_id
            where o.id = ${id} and o.manufacturer_id = ${manufacturerId}`,
        );
        if (!current) throw notFound(ORDER_NOT_FOUND);
        if (current.status === 'ON_HOLD' && status === 'ACCEPTED')
          throw new ApiError(409, current.hold_reason ?? ORDER_DECIDED);
        const termsChangedSince =
          current.terms_updated_at !== null &&
          new Date(current.terms_updated_at) > new Date(current.created_at);
        if (
          current.status === 'PENDING' &&
          status === 'ACCEPTED' &&
          current.hold_released_at === null &&
          termsChangedSince
        ) {
          const [locked] = await tx
            .select({ status: orders.status })
            .from(orders)
            .where(eq(orders.id, id))
            .for('update');
          const reason =
            locked?.status === 'PENDING'
              ? await holdForCredit(
                  tx,
                  manufacturerId,
                  { id, retailerId: Number(current.retailer_id), totalPaise: toPaise(current.total_amount) },
                  actor,
                )
              : null;
          if (reason) {
            await rollupOrder(tx, id, 'PENDING', -1);
            await rollupOrder(tx, id, 'ON_HOLD', 1);
            return reason;
          }
        }
        const from = current.status === 'ON_HOLD' ? 'ON_HOLD' : 'PENDING';
        const [moved] = await tx
          .update(orders)
          .set({ status, decidedAt: now, acceptedAt: status === 'ACCEPTED' ? now : null })
          .where(and(eq(orders.id, id), eq(orders.status, from)))
          .returning({ id: orders.id });
        if (!moved) throw new ApiError(409, ORDER_DECIDED);
        if (status === 'ACCEPTED') await moveCellStock(tx, unitsOfOrder(id), 'take');
        await recordOrderEvent(tx, actor, clock, {
          orderId: id,
          manufacturerId,
          kind: status,
          summary: decidedSummary(status),
        });
        // Last before commit, as in create: the rollup rows are what every order change waits for.
        await rollupOrder(tx, id, from, -1);
        await rollupOrder(tx, id, status, 1);
        return null;
      });
      // Held on accept: the hold is kept (committed) and the accept refused with its reason.
      if (heldReason) throw new ApiError(409, heldReason);
      // A pending order has no consignment, invoice or credit note, so the one just decided has none.
      return read(manufacturerId, id, { documents: false });
    },

    /** "Release hold": ON_HOLD to PENDING, with the note, who and when in the history; else 409. */
    async release(manufacturerId: number, id: number, { note }: OrderRelease, actor: Actor): Promise<Order> {
      await db.transaction(async (tx) => {
        const [moved] = await tx
          .update(orders)
          .set({ status: 'PENDING', holdReleasedAt: clock() })
          .where(
            and(eq(orders.id, id), eq(orders.manufacturerId, manufacturerId), eq(orders.status, 'ON_HOLD')),
          )
          .returning({ id: orders.id, holdReason: orders.holdReason });
        if (!moved) {
          await assertExists(manufacturerId, id, tx);
          throw new ApiError(409, ORDER_NOT_HELD);
        }
        await recordOrderEvent(tx, actor, clock, {
          orderId: id,
          manufacturerId,
          kind: 'RELEASED',
          summary: `Hold released (${moved.holdReason ?? 'held for credit'}): ${note}`,
        });
        await rollupOrder(tx, id, 'ON_HOLD', -1);
        await rollupOrder(tx, id, 'PENDING', 1);
      });
      return read(manufacturerId, id, { documents: false });
    },

    /** Deletes an order; an ACCEPTED one gives its units back to stock; a dispatched one is 409. */
    async remove(manufacturerId: number, id: number, actor: Actor): Promise<void> {
      await db.transaction(async (tx) => {
        const [order] = await tx
          .select({ status: orders.status })
          .from(orders)
          .where(and(eq(orders.id, id), eq(orders.manufacturerId, manufacturerId)))
          .for('update');
        if (!order) throw notFound(ORDER_NOT_FOUND);
        if (await hasDispatches(tx, id)) throw new ApiError(409, ORDER_DISPATCHED_NO_DELETE);
        if (order.status === 'ACCEPTED') await moveCellStock(tx, unitsOfOrder(id), 'give back');
        await rollupOrder(tx, id, order.status, -1);
        await tx.delete(orders).where(eq(orders.id, id));
        await recordOrderEvent(tx, actor, clock, {
          orderId: id,
          manufacturerId,
          kind: 'DELETED',
          summary: order.status === 'ACCEPTED' ? 'Deleted: items returned to stock' : 'Deleted',
        });
      });
    },
  };
};
