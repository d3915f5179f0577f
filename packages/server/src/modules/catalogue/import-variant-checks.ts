import { VARIANT_MSG, variantLabel } from '@apparel/contracts';
import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { queryRows } from '../../db/sql-rows';
import { type CellRecord, droppedCells, liveProductOf, plannedCells } from './variant-writes';

/** Staged rows of an import numbered `from` up to (not including) `to`: one batch. */
export type StagedBatch = { importId: number; from: number; to: number };

/** A staged row's product SKU and planned cells, by `seq`, as the batch's reader checked them. */
export type BatchGrid = { seq: number; sku: string; variants: CellRecord[] };

const skuInUse = (sku: string) => `variantSkus: ${VARIANT_MSG.skuInUse(sku)}`;

/** Whether the manufacturer has any stored cell: one probe of the cell SKU index. */
const hasStoredCells = async (db: Queryable, manufacturerId: number): Promise<boolean> => {
  const [row] = await queryRows<{ found: boolean }>(
    db,
    sql`select exists (select 1 from product_variants where manufacturer_id = ${manufacturerId}) as found`,
  );
  return Boolean(row?.found);
};

/**
 * The refusals of a batch when the manufacturer has no stored cell: no row can drop a cell, and each
 * cell's SKU is the one sent or its default (there is no stored one to keep), so the only clash is a
 * SKU two rows of the batch give; found here from the rows already in memory, as the database check
 * (`stagedVariantRefusals`) would, without the database's time (a probe per row and per cell: 5.6 s
 * on PostgreSQL and 14.6 s on PGlite of a 100,000-row import into a new catalogue, measured
 * 2026-11-28). A row is refused for its first such cell in grid order.
 */
const skusGivenTwice = (grids: BatchGrid[]): Map<number, string> => {
  const firstOwner = new Map<string, string>();
  const twice = new Set<string>();
  for (const grid of grids)
    for (const cell of grid.variants) {
      const sku = cell.sku ?? cell.default_sku;
      const owner = firstOwner.get(sku);
      if (owner === undefined) firstOwner.set(sku, grid.sku);
      else if (owner !== grid.sku) twice.add(sku);
    }
  const refusals = new Map<number, string>();
  if (twice.size === 0) return refusals;
  for (const grid of grids) {
    const clash = grid.variants.find((cell) => twice.has(cell.sku ?? cell.default_sku));
    if (clash) refusals.set(grid.seq, skuInUse(clash.sku ?? clash.default_sku));
  }
  return refusals;
};

/**
 * Why staged rows of an import batch cannot write their stock grid, by `seq`: a cell the row drops is
 * used by PENDING orders, or a cell's SKU is another product's (or another row's of the batch) cell
 * SKU. Checked against the staged rows' cell columns (each row's product and cells probed through
 * their indexes), before the import is applied, so such rows fail alone and the rest land. A SKU two
 * rows give is found by hashing the batch's cells (`min <> max` of their product SKUs): `count(distinct)`
 * sorted the batch's 40,000 cells by text first, half of the check's time on PostgreSQL. While the
 * manufacturer has no stored cell, the batch's `grids` answer alone (`skusGivenTwice`); without
 * `grids` the database answers (the whole import's check at apply time, `unstageCellSkuClashes`).
 */
export const stagedVariantRefusals = async (
  db: Queryable,
  manufacturerId: number,
  { importId, from, to }: StagedBatch,
  grids?: BatchGrid[],
): Promise<Map<number, string>> => {
  const refusals = new Map<number, string>();
  if (to <= from) return refusals;
  if (grids && !(await hasStoredCells(db, manufacturerId))) return skusGivenTwice(grids);
  const source = sql`(select * from product_import_rows
    where import_id = ${importId} and seq >= ${from} and seq < ${to}) r`;
  const dropped = await queryRows<{ seq: number; color: string | null; size: string | null }>(
    db,
    sql`
    select r.seq, c.name as color, s.name as size
    from ${source}
    cross join lateral ${liveProductOf(manufacturerId)}
    cross join lateral (${droppedCells}) v
    left join attribute_items c on c.id = v.color_id
    left join attribute_items s on s.id = v.size_id
    where exists (select 1 from order_items i join orders o on o.id = i.order_id
                  where i.variant_id = v.id and o.status = 'PENDING')`,
  );
  for (const row of dropped) {
    const cell = variantLabel({ colorName: row.color, sizeName: row.size }) || 'The product';
    refusals.set(Number(row.seq), `variantStock: ${VARIANT_MSG.inOpenOrders([cell])}`);
  }
  const clashes = await queryRows<{ seq: number; sku: string }>(
    db,
    sql`
    with cells as (
      select r.seq, r.sku as product_sku, p.id as product_id, g.sku
      from ${source}
      left join lateral ${liveProductOf(manufacturerId)} on true
      cross join lateral (${plannedCells}) g),
    twice as (select sku from cells group by sku having min(product_sku) <> max(product_sku))
    select c.seq, c.sku from cells c
    where c.sku in (select sku from twice)
       or exists (select 1 from product_variants v where v.manufacturer_id = ${manufacturerId} and v.sku = c.sku
                    and v.product_id is distinct from c.product_id)`,
  );
  for (const clash of clashes)
    if (!refusals.has(Number(clash.seq))) refusals.set(Number(clash.seq), skuInUse(clash.sku));
  return refusals;
};
