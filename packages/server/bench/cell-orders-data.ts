/**
 * Benchmark data for issue 18 item 8: the demo manufacturer's orders grown to BENCH_ORDERS (e.g.
 * 1,000,000) on the bench products' cells (packages/server/bench/variants-data.ts), as a year of trade
 * would leave them, written set-based (one insert-select per table, no insert per order):
 *
 * - one bench product per order (spread over all of them), 1 to 3 lines on different cells, 2 or 3
 *   pieces a line (at most 9 pieces: below the bench products' first tier at 12, so no discount);
 *   each line names its cell (variant id, SKU, colour and size as order create stores them);
 * - statuses by order number: 10 % PENDING, 10 % REJECTED, 40 % ACCEPTED, 10 % PARTIALLY_DISPATCHED
 *   (1 piece a line sent), 30 % DISPATCHED (all sent), with one consignment each (`dispatches` and
 *   `dispatch_lines`); placed one every year / BENCH_ORDERS over the last year (ids growing with
 *   time), decided 90 minutes later, dispatched 2 days after that;
 * - the history the server writes: CREATED, ACCEPTED or REJECTED, DISPATCHED, its summaries made by
 *   the server's own functions (`createdSummary`, `decidedSummary`, `dispatchedSummary`);
 * - the dashboard's rollups rebuilt by the server's `rebuildRollups`; the orders', lines' and
 *   consignments' id sequences moved past the rows written (ids chosen up front, `overriding system
 *   value`, so lines and consignments name their order without a lookup).
 *
 * Not written: tax invoices (every dispatch issues one in the server; the invoice list has its own
 * load, `growInvoices`), and the stock the accepted orders would have taken (the cells hold what the
 * variants seed gave them, which stands for what was left). The rows are consistent by construction,
 * so the load skips the per-row foreign-key triggers (`session_replication_role = replica`, as
 * growOrders does; superuser only, which the throw-away bench database is).
 */
import { BUSINESS_TIME_ZONE, type OrderStatus } from '@apparel/contracts';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import type { Database } from '../src/db/client';
import * as schema from '../src/db/schema';
import { dispatchedSummary } from '../src/modules/orders/dispatching';
import { rebuildRollups } from '../src/modules/orders/order-rollups';
import { createdSummary, decidedSummary } from '../src/modules/orders/order-service';
import { demoManufacturerId } from './orders-data';
import { BENCH_CELLS, BENCH_PRODUCT_ID, benchCellIdSql } from './variants-data';

/** How many orders the cells calls run beside: 0 (the demo trade only, today's run time) unless set. */
export const BENCH_ORDERS = Number(process.env.BENCH_ORDERS ?? 0);

/** An order's status by its number modulo 20 (see the mix above). */
const STATUS_BY_TWENTIETH: OrderStatus[] = [
  ...Array<OrderStatus>(2).fill('PENDING'),
  ...Array<OrderStatus>(2).fill('REJECTED'),
  ...Array<OrderStatus>(8).fill('ACCEPTED'),
  ...Array<OrderStatus>(2).fill('PARTIALLY_DISPATCHED'),
  ...Array<OrderStatus>(6).fill('DISPATCHED'),
];
const SENT = `('PARTIALLY_DISPATCHED', 'DISPATCHED')`;
const MOST_LINES = 3;
const MOST_PIECES = 3 * MOST_LINES;
const YEAR_SECONDS = 365 * 24 * 3600;
const TRANSPORTER = 'Bench Transport';
const LR_NUMBER = 'LR-BENCH';
const VEHICLE = 'MH01AB1234';
/** Stands for the consignment's date in `dispatchedSummary`'s text, replaced per row in SQL. */
const DATE_MARK = '{date}';

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

/** The history lines the server would write, as JSON rows the insert-selects join to. */
const summaries = () => ({
  created: range(1, MOST_LINES).flatMap((lines) =>
    range(1, MOST_PIECES).map((pieces) => ({ lines, pieces, summary: createdSummary(lines, pieces) })),
  ),
  decided: (['ACCEPTED', 'REJECTED'] as const).map((kind) => ({ kind, summary: decidedSummary(kind) })),
  dispatched: range(1, MOST_PIECES).map((pieces) => ({
    pieces,
    summary: dispatchedSummary(pieces, DATE_MARK, `${TRANSPORTER}, LR ${LR_NUMBER}, vehicle ${VEHICLE}`),
  })),
});

/**
 * Adds orders on the bench products' cells to the demo manufacturer until it has `target` (none if it
 * has as many), then rebuilds its rollups and analyses the tables; answers the seconds it took.
 * Needs the bench products (`seedVariantProducts`, `products` of them) and accepted retailers.
 */
export const growCellOrders = async (pool: pg.Pool, target: number, products: number) => {
  const started = performance.now();
  const manufacturerId = await demoManufacturerId(pool);
  const one = async (query: string, params: unknown[] = []) =>
    Number((await pool.query(query, params)).rows[0]?.n ?? 0);
  const missing =
    target -
    (await one('select count(*)::int as n from orders where manufacturer_id = $1', [manufacturerId]));
  if (missing <= 0) return 0;
  const userId = await one(`select id as n from users where email = 'demo@apparel.local'`);
  const db = drizzle({ client: pool, schema }) as unknown as Database;
  const text = summaries();
  await db.transaction(async (tx) => {
    const run = (statement: string) => tx.execute(sql.raw(statement));
    const max = async (table: string) =>
      Number(
        (
          (await run(`select coalesce(max(id), 0)::int as n from ${table}`)) as unknown as {
            rows: { n: number }[];
          }
        ).rows[0]?.n ?? 0,
      );
    await run('set local session_replication_role = replica');
    await run(`
      create temp table seed_retailers on commit drop as
      select (row_number() over (order by retailer_id) - 1)::int as k, retailer_id
      from retailer_links where manufacturer_id = ${manufacturerId} and status = 'ACCEPTED'`);
    const retailers = Number(
      ((await run('select count(*)::int as n from seed_retailers')) as unknown as { rows: { n: number }[] })
        .rows[0]?.n,
    );
    if (!retailers) throw new Error('The demo manufacturer needs accepted retailers to take orders');
    const [orderBase, itemBase, dispatchBase] = [
      await max('orders'),
      await max('order_items'),
      await max('dispatches'),
    ];
    const statuses = `array[${STATUS_BY_TWENTIETH.map((s) => `'${s}'`).join(', ')}]`;
    // Order g: placed a year x (missing - g + 1) / missing ago (ids grow with time, as the server's do);
    // product g x 7919 mod products (7919 is prime to 100,000: every product in turn, scattered).
    await run(`
      create temp table seed_orders on commit drop as
      select g, ${orderBase} + g as id, r.retailer_id, (${statuses})[1 + g % 20] as status,
        now() - make_interval(secs => (${missing} - g + 1) * ${YEAR_SECONDS / missing}) as created_at,
        (g::bigint * 7919 % ${products})::int as product, 1 + g % ${MOST_LINES} as lines
      from generate_series(1, ${missing}) g join seed_retailers r on r.k = g % ${retailers}`);
    // Line k of order g: cell (g + 5k) mod 24, distinct for k = 1..3; 2 or 3 pieces.
    const cell = `((o.g + 5 * k) % ${BENCH_CELLS})`;
    await run(`
      insert into order_items (id, order_id, product_id, product_name, quantity, price, discount, choices,
        dispatched_qty, variant_id, sku) overriding system value
      select ${itemBase} + (o.g - 1) * ${MOST_LINES} + k, o.id, p.id, p.name, q.quantity, p.price, 0,
        jsonb_build_object('color', jsonb_build_object('id', c.id, 'name', c.name),
                           'size', jsonb_build_object('id', s.id, 'name', s.name)),
        case o.status when 'DISPATCHED' then q.quantity when 'PARTIALLY_DISPATCHED' then 1 else 0 end,
        v.id, v.sku
      from seed_orders o cross join generate_series(1, o.lines) k
      cross join lateral (select 2 + (o.g + k) % 2 as quantity) q
      join product_variants v on v.id = ${benchCellIdSql('o.product', `${cell} / 6`, `${cell} % 6`)}
      join products p on p.id = v.product_id and p.id >= ${BENCH_PRODUCT_ID}
      join attribute_items c on c.id = v.color_id
      join attribute_items s on s.id = v.size_id`);
    await run(`
      create temp table seed_sums on commit drop as
      select order_id, count(*)::int as lines, sum(quantity)::int as pieces, sum(dispatched_qty)::int as sent,
        sum(price * quantity) as total
      from order_items where order_id > ${orderBase} group by order_id`);
    await run(`
      insert into orders (id, manufacturer_id, retailer_id, status, total_amount, created_at, accepted_at, decided_at)
      overriding system value
      select o.id, ${manufacturerId}, o.retailer_id, o.status, t.total, o.created_at,
        case when o.status not in ('PENDING', 'REJECTED') then o.created_at + interval '90 minutes' end,
        case when o.status <> 'PENDING' then o.created_at + interval '90 minutes' end
      from seed_orders o join seed_sums t on t.order_id = o.id`);
    await run(`
      insert into dispatches (id, manufacturer_id, order_id, dispatch_date, transporter, lr_number, vehicle_number,
        created_at) overriding system value
      select ${dispatchBase} + o.g, ${manufacturerId}, o.id,
        ((o.created_at + interval '90 minutes 2 days') at time zone '${BUSINESS_TIME_ZONE}')::date,
        '${TRANSPORTER}', '${LR_NUMBER}', '${VEHICLE}', o.created_at + interval '90 minutes 2 days'
      from seed_orders o where o.status in ${SENT}`);
    await run(`
      insert into dispatch_lines (dispatch_id, order_item_id, quantity)
      select ${dispatchBase} + o.g, i.id, i.dispatched_qty
      from seed_orders o join order_items i on i.order_id = o.id
      where o.status in ${SENT} and i.dispatched_qty > 0`);
    // The history in time order, so each order's events' ids follow their times.
    await run(`
      insert into order_events (manufacturer_id, order_id, kind, at, user_id, summary)
      select ${manufacturerId}, o.id, 'CREATED', o.created_at, ${userId}, s.summary
      from seed_orders o join seed_sums t on t.order_id = o.id
      join json_to_recordset('${JSON.stringify(text.created)}'::json) as s(lines int, pieces int, summary text)
        on s.lines = t.lines and s.pieces = t.pieces`);
    await run(`
      insert into order_events (manufacturer_id, order_id, kind, at, user_id, summary)
      select ${manufacturerId}, o.id, s.kind, o.created_at + interval '90 minutes', ${userId}, s.summary
      from seed_orders o
      join json_to_recordset('${JSON.stringify(text.decided)}'::json) as s(kind text, summary text)
        on s.kind = case o.status when 'REJECTED' then 'REJECTED' else 'ACCEPTED' end
      where o.status <> 'PENDING'`);
    await run(`
      insert into order_events (manufacturer_id, order_id, kind, at, user_id, summary, document_id)
      select ${manufacturerId}, o.id, 'DISPATCHED', d.created_at, ${userId},
        replace(s.summary, '${DATE_MARK}', d.dispatch_date::text), d.id
      from seed_orders o join seed_sums t on t.order_id = o.id join dispatches d on d.id = ${dispatchBase} + o.g
      join json_to_recordset('${JSON.stringify(text.dispatched)}'::json) as s(pieces int, summary text)
        on s.pieces = t.sent
      where o.status in ${SENT}`);
    for (const table of ['orders', 'order_items', 'dispatches'])
      await run(`select setval(pg_get_serial_sequence('${table}', 'id'), (select max(id) from ${table}))`);
    await rebuildRollups(tx, manufacturerId);
  });
  for (const table of ['orders', 'order_items', 'order_events', 'dispatches', 'dispatch_lines'])
    await pool.query(`vacuum analyze ${table}`);
  // The load leaves dirty pages: written now, not by a checkpoint in the middle of a measurement.
  await pool.query('checkpoint');
  return (performance.now() - started) / 1000;
};
