/**
 * Benchmark data: a manufacturer's orders grown to a target count, as a year of trade would leave them
 * (one line each, every status, one order a minute spread over a year, its accepted retailers in turn),
 * with the dashboard's rollups rebuilt from them.
 *
 * Why it is fast (1,000,000 orders: 112 s with the old statements on an idle machine, 338 s on a busy
 * one): each order's id is chosen up front (`overriding system value` from the current largest id), so
 * its line is inserted from the same series and its total is known when the order is written. The old
 * load wrote every order with total 0, found each line's product by a per-row lateral subquery, then
 * updated all million orders with their totals (43 s of the 112: a second version of every row and of
 * its four index entries). The rows are consistent by construction, so the load skips the per-row
 * foreign-key triggers (`session_replication_role = replica`, as pg_restore does; superuser only,
 * which the benchmark's throw-away database is). Rebuilding the rollups (`rebuildRollups`, five grouped
 * inserts) takes about 6 s of it.
 */
import { type SQL, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import type { Database, Queryable } from '../src/db/client';
import * as schema from '../src/db/schema';
import { rebuildRollups } from '../src/modules/orders/order-rollups';

/** The first row's `count` of a query that selects one. */
const countOf = async (db: Queryable, query: SQL) =>
  ((await db.execute(query)) as unknown as { rows: { count: number }[] }).rows[0]?.count ?? 0;

/**
 * Adds orders to `manufacturerId` until it has `target` (none if it already has as many), rebuilds its
 * rollups and analyses the tables; answers the seconds it took. The lines price the manufacturer's
 * first five products by id, 1 to 20 pieces, without a discount.
 */
export const growOrders = async (pool: pg.Pool, manufacturerId: number, target: number) => {
  const started = performance.now();
  const db = drizzle({ client: pool, schema }) as unknown as Database;
  const missing =
    target -
    (await countOf(
      db,
      sql`select count(*)::int as count from orders where manufacturer_id = ${manufacturerId}`,
    ));
  if (missing <= 0) return 0;
  await db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    await tx.execute(sql`
      create temp table seed_products on commit drop as
      select (row_number() over (order by id) - 1)::int as k, id, name, price
      from (select id, name, price from products
            where manufacturer_id = ${manufacturerId} and deleted_at is null order by id limit 5) p`);
    await tx.execute(sql`
      create temp table seed_retailers on commit drop as
      select (row_number() over (order by retailer_id) - 1)::int as k, retailer_id
      from retailer_links where manufacturer_id = ${manufacturerId} and status = 'ACCEPTED'`);
    const products = await countOf(tx, sql`select count(*)::int as count from seed_products`);
    const retailers = await countOf(tx, sql`select count(*)::int as count from seed_retailers`);
    if (products === 0 || retailers === 0)
      throw new Error(`Manufacturer ${manufacturerId} needs products and accepted retailers to take orders`);
    const base = await countOf(tx, sql`select coalesce(max(id), 0)::int as count from orders`);
    // Order base + g: product g % products, quantity 1 + g % 20, retailer g % retailers, g minutes ago.
    await tx.execute(sql`
      insert into orders (id, manufacturer_id, retailer_id, status, total_amount, created_at, accepted_at, decided_at)
      overriding system value
      select ${base} + g, ${manufacturerId}, r.retailer_id,
        (array['ACCEPTED', 'ACCEPTED', 'ACCEPTED', 'REJECTED', 'PENDING'])[1 + g % 5],
        p.price * (1 + g % 20),
        now() - (g % 525600) * interval '1 minute',
        case when g % 5 < 3 then now() - (g % 525600) * interval '1 minute' + interval '90 minutes' end,
        case when g % 5 < 4 then now() - (g % 525600) * interval '1 minute' + interval '90 minutes' end
      from generate_series(1, ${missing}) g
      join seed_products p on p.k = g % ${products}
      join seed_retailers r on r.k = g % ${retailers}`);
    await tx.execute(sql`
      insert into order_items (order_id, product_id, product_name, quantity, price, discount, choices)
      select ${base} + g, p.id, p.name, 1 + g % 20, p.price, 0, '{}'::jsonb
      from generate_series(1, ${missing}) g join seed_products p on p.k = g % ${products}`);
    await tx.execute(
      sql`select setval(pg_get_serial_sequence('orders', 'id'), (select max(id) from orders))`,
    );
    await rebuildRollups(tx, manufacturerId);
  });
  await db.execute(sql`vacuum analyze orders`);
  await db.execute(sql`vacuum analyze order_items`);
  // The load leaves ~500 MB of dirty pages: written now, not by a checkpoint in the middle of a measurement.
  await db.execute(sql`checkpoint`);
  return (performance.now() - started) / 1000;
};

/** The demo manufacturer's id (the account the benchmarks log in as). */
export const demoManufacturerId = async (pool: pg.Pool) => {
  const { rows } = await pool.query<{ manufacturer_id: number }>(
    `select manufacturer_id from users where email = 'demo@apparel.local'`,
  );
  const id = rows[0]?.manufacturer_id;
  if (!id) throw new Error('The demo manufacturer is missing: start the server with DEMO_DATA=true');
  return id;
};
