/**
 * Bare twins of POST /api/orders and PATCH /api/orders/{id}/status (accept) with stock per cell: the
 * same statements as order-lines.ts, order-service.ts, stock.ts and order-rollups.ts, in plain pg
 * (order create's own statements built by the server's builders).
 */
import {
  type ApplicableList,
  formatPaise,
  nextRungFor,
  priceForRetailer,
  productQuantities,
  todayInIndia,
  toPaise,
} from '@apparel/contracts';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type pg from 'pg';
import { rowsAsJsonSql } from '../../src/db/json-rows';
import { orderEvents } from '../../src/db/schema';
import { insertOrderSql } from '../../src/modules/orders/order-insert';
import { heldCellsSql, orderablesSql } from '../../src/modules/orders/order-lines';
import { quoteOf } from '../../src/modules/orders/order-quote';
import { acceptedLinkSql } from '../../src/modules/orders/order-service';
import { applicableListsSql } from '../../src/modules/orders/retailer-price-lists';
import type { BareHandler } from './calls';

const ROLLUP_STATUS = `insert into order_status_totals as t (manufacturer_id, status, order_count, total_amount, fulfillment_minutes)
  select o.manufacturer_id, $2::text, $3::int, $3::int * o.total_amount,
    case when $2::text = 'ACCEPTED' and o.accepted_at is not null then $3::int * extract(epoch from (o.accepted_at - o.created_at)) / 60 else 0 end
  from orders o where o.id = $1
  on conflict (manufacturer_id, status) do update set order_count = t.order_count + excluded.order_count,
    total_amount = t.total_amount + excluded.total_amount, fulfillment_minutes = t.fulfillment_minutes + excluded.fulfillment_minutes`;
const ROLLUP_RETAILER = `insert into retailer_sales as t (manufacturer_id, retailer_id, order_count, accepted_value)
  select o.manufacturer_id, o.retailer_id, $3::int, case when $2::text = 'ACCEPTED' then $3::int * o.total_amount else 0 end
  from orders o where o.id = $1
  on conflict (manufacturer_id, retailer_id) do update set order_count = t.order_count + excluded.order_count,
    accepted_value = t.accepted_value + excluded.accepted_value`;
const ROLLUP_MONTH = `insert into monthly_sales as t (manufacturer_id, month, total_sales)
  select o.manufacturer_id, date_trunc('month', o.created_at at time zone 'Asia/Kolkata')::date, $2::int * o.total_amount
  from orders o where o.id = $1
  on conflict (manufacturer_id, month) do update set total_sales = t.total_sales + excluded.total_sales`;
const ROLLUP_PRODUCT = `insert into product_sales as t (manufacturer_id, product_id, units)
  select o.manufacturer_id, i.product_id, $2::int * sum(i.quantity) from orders o join order_items i on i.order_id = o.id
  where o.id = $1 and i.product_id is not null group by o.manufacturer_id, i.product_id order by i.product_id
  on conflict (manufacturer_id, product_id) do update set units = t.units + excluded.units`;
const ROLLUP_SIZE = `insert into size_sales as t (manufacturer_id, size_id, units)
  select o.manufacturer_id, (i.choices -> 'size' ->> 'id')::int, $2::int * sum(i.quantity) from orders o join order_items i on i.order_id = o.id
  where o.id = $1 and i.choices ? 'size' group by o.manufacturer_id, (i.choices -> 'size' ->> 'id')::int order by 2
  on conflict (manufacturer_id, size_id) do update set units = t.units + excluded.units`;

const rollup = async (client: pg.PoolClient, orderId: number, status: string, sign: number) => {
  await client.query(ROLLUP_STATUS, [orderId, status, sign]);
  await client.query(ROLLUP_RETAILER, [orderId, status, sign]);
  if (status !== 'ACCEPTED') return;
  await client.query(ROLLUP_MONTH, [orderId, sign]);
  await client.query(ROLLUP_PRODUCT, [orderId, sign]);
  await client.query(ROLLUP_SIZE, [orderId, sign]);
};

const inTransaction = async <T>(pool: pg.Pool, work: (client: pg.PoolClient) => Promise<T>) => {
  const client = await pool.connect();
  try {
    await client.query('begin');
    const result = await work(client);
    await client.query('commit');
    return result;
  } catch (error) {
    await client.query('rollback');
    throw error;
  } finally {
    client.release();
  }
};

const KINDS = ['color', 'size', 'brand', 'fabric', 'theme', 'material', 'season'] as const;

/** The order as `findOrder` answers it. */
const readOrder = async (pool: pg.Pool, manufacturerId: number, id: number) => {
  const [order] = (
    await pool.query(
      `select o.id, o.status, o.total_amount, o.created_at, o.accepted_at, r.id as retailer_id, r.name as retailer_name
       from orders o left join retailers r on r.id = o.retailer_id where o.id = $1 and o.manufacturer_id = $2`,
      [id, manufacturerId],
    )
  ).rows;
  const lines = (
    await pool.query(
      `select i.*, v.stock_qty as stock_left from order_items i left join product_variants v on v.id = i.variant_id
       where i.order_id = $1 order by i.id`,
      [id],
    )
  ).rows;
  return {
    id: order.id,
    status: order.status,
    totalAmount: Number(order.total_amount),
    createdAt: order.created_at.toISOString(),
    acceptedAt: order.accepted_at?.toISOString() ?? null,
    retailer: order.retailer_id === null ? null : { id: order.retailer_id, name: order.retailer_name },
    items: lines.map((line) => ({
      id: line.id,
      productId: line.product_id,
      product: { name: line.product_name },
      quantity: line.quantity,
      price: Number(line.price),
      ...Object.fromEntries(KINDS.map((kind) => [kind, line.choices[kind] ?? null])),
      variantId: line.variant_id,
      sku: line.sku,
      stockLeft: line.stock_left,
    })),
  };
};

type Item = { productId: number; quantity: number; sizeId?: number; colorId?: number };

const dialect = new PgDialect();
/** A statement of the server's (its own builder), run through plain pg. */
const run = (client: pg.PoolClient, query: SQL) => {
  const { sql: text, params } = dialect.sqlToQuery(query);
  return client.query(text, params);
};

/**
 * The priced lines of an order, as order-lines.ts and order-quote.ts make them: the accepted link, the
 * products and cells (held for an order), the retailer's price lists, then the contracts' rule.
 */
const bareLines = async (
  client: pg.PoolClient,
  manufacturerId: number,
  retailerId: number,
  items: Item[],
  hold: boolean,
) => {
  const link = await run(client, acceptedLinkSql(manufacturerId, retailerId));
  if (link.rows.length === 0) throw new Error('not an accepted retailer');
  const productIds = items.map((i) => i.productId);
  const products = (await run(client, orderablesSql(manufacturerId, productIds, hold))).rows;
  const cells = (await run(client, heldCellsSql(manufacturerId, items, hold))).rows;
  const lists = (
    await run(client, applicableListsSql(manufacturerId, retailerId, todayInIndia(), productIds))
  ).rows;
  const listsOf = (productId: number): ApplicableList[] =>
    lists.map((list) => ({
      id: list.id,
      name: list.name,
      percentOff: list.percent_off === null ? null : Number(list.percent_off),
      own: list.own,
      rows: (list.rows as [number, number | null, number, number][])
        .filter((row) => row[0] === productId)
        .map(([, variantId, minQty, price]) => ({ variantId, minQty, pricePaise: toPaise(String(price)) })),
    }));
  const tiers = productQuantities(items);
  return items.map((item) => {
    const product = products.find((p) => p.id === item.productId);
    const named = (id: number | undefined) =>
      (product.options as [number, string, string][]).find((o) => o[0] === id);
    const size = named(item.sizeId);
    const color = named(item.colorId);
    const cell = cells.find(
      (c) =>
        c.product_id === item.productId &&
        c.size_id === (item.sizeId ?? null) &&
        c.color_id === (item.colorId ?? null),
    );
    const priced = {
      basePaise: toPaise(cell.price ?? Number(product.price)),
      discount: product.discount,
      variantId: cell.id,
    };
    const quantity = tiers.get(product.id) ?? item.quantity;
    const line = priceForRetailer(priced, quantity, listsOf(product.id));
    return {
      productId: product.id,
      productName: product.name,
      quantity: item.quantity,
      price: formatPaise(line.unitPaise),
      discount: String(line.discountPercent),
      choices: {
        ...(color ? { color: { id: color[0], name: color[2] } } : {}),
        ...(size ? { size: { id: size[0], name: size[2] } } : {}),
      },
      variantId: cell.id as number,
      sku: cell.sku as string,
      priceList: line.priceList,
      priceSource: line.priceSource,
      nextRung: nextRungFor(priced, quantity, listsOf(product.id)),
    };
  });
};

/** POST /api/orders/quote: bareLines with nothing held, in a transaction rolled back, as the quote's answer. */
export const bareOrderQuote: BareHandler =
  ({ pool, caller }) =>
  async (request) => {
    const { manufacturerId } = await caller(request, ['MANUFACTURER']);
    const { retailerId, items } = request.body as { retailerId: number; items: Item[] };
    return quoteOf(
      await inTransaction(pool, (client) => bareLines(client, manufacturerId ?? 0, retailerId, items, false)),
    );
  };

/** POST /api/orders: the server's statements in its order (order-service.ts `create`), in plain pg. */
export const bareOrderCreate: BareHandler =
  ({ pool, caller }) =>
  async (request) => {
    const { id: userId, manufacturerId } = await caller(request, ['MANUFACTURER']);
    const { retailerId, items } = request.body as { retailerId: number; items: Item[] };
    const id = await inTransaction(pool, async (client) => {
      const lines = await bareLines(client, manufacturerId ?? 0, retailerId, items, true);
      const createdAt = new Date();
      const [order] = (
        await run(
          client,
          insertOrderSql({ manufacturerId: manufacturerId ?? 0, retailerId, createdAt, lines }),
        )
      ).rows;
      const pieces = lines.reduce((sum, line) => sum + line.quantity, 0);
      const event = {
        orderId: order.id,
        manufacturerId: manufacturerId ?? 0,
        kind: 'CREATED' as const,
        summary: `Created with ${lines.length} lines, ${pieces} pieces`,
        documentId: null,
        userId,
        at: createdAt,
      };
      await run(client, rowsAsJsonSql(orderEvents, [event]) as SQL);
      await rollup(client, order.id, 'PENDING', 1);
      return order.id as number;
    });
    return readOrder(pool, manufacturerId ?? 0, id);
  };

const DEMAND = `select i.variant_id, sum(i.quantity)::integer as quantity from order_items i
  where i.order_id = $1 and i.variant_id is not null group by i.variant_id`;

export const bareOrderAccept: BareHandler =
  ({ pool, caller }) =>
  async (request) => {
    const { manufacturerId } = await caller(request, ['MANUFACTURER']);
    const id = Number((request.params as { id: string }).id);
    await inTransaction(pool, async (client) => {
      const moved = await client.query(
        `update orders set status = 'ACCEPTED', decided_at = now(), accepted_at = now()
         where id = $1 and manufacturer_id = $2 and status = 'PENDING' returning id`,
        [id, manufacturerId],
      );
      if (moved.rows.length === 0) throw Object.assign(new Error('decided'), { statusCode: 409 });
      await client.query(
        `select p.id from products p where p.id in (select v.product_id from product_variants v join (${DEMAND}) d on d.variant_id = v.id)
         order by p.id for update of p`,
        [id],
      );
      await client.query(
        `select v.id from product_variants v join (${DEMAND}) d on d.variant_id = v.id order by v.id for update of v`,
        [id],
      );
      const short = await client.query(
        `select p.name, c.name as color, s.name as size, v.stock_qty, d.quantity from (${DEMAND}) d
         join product_variants v on v.id = d.variant_id join products p on p.id = v.product_id
         left join attribute_items c on c.id = v.color_id left join attribute_items s on s.id = v.size_id
         where v.stock_qty < d.quantity
         order by (select min(i.id) from order_items i where i.order_id = $1 and i.variant_id = v.id) limit 1`,
        [id],
      );
      if (short.rows.length > 0) throw Object.assign(new Error('short'), { statusCode: 409 });
      await client.query(
        `with d as (${DEMAND}),
         moved as (update product_variants v set stock_qty = v.stock_qty - d.quantity from d where v.id = d.variant_id
                   returning v.product_id, d.quantity)
         update products p set stock_qty = p.stock_qty - m.quantity
         from (select product_id, sum(quantity) as quantity from moved group by product_id) m where p.id = m.product_id`,
        [id],
      );
      await rollup(client, id, 'PENDING', -1);
      await rollup(client, id, 'ACCEPTED', 1);
    });
    return readOrder(pool, manufacturerId ?? 0, id);
  };
