import { VARIANT_MSG, variantLabel } from '@apparel/contracts';
import { sql } from 'drizzle-orm';
import type { Transaction } from '../../db/client';
import { queryRows } from '../orders/sql-rows';
import type { CheckedRow } from './csv-row';
import { gridSource } from './variant-writes';

/**
 * Why rows of an import batch cannot write their stock grid, by product SKU: a cell the row drops is
 * used by PENDING orders, or a cell's SKU is another product's (or another row's) cell SKU. Checked
 * before the batch is written, so such rows fail alone and the rest land.
 */
export const variantRefusals = async (
  tx: Transaction,
  manufacturerId: number,
  rows: CheckedRow[],
): Promise<Map<string, string>> => {
  const refusals = new Map<string, string>();
  if (rows.length === 0) return refusals;
  const source = gridSource(
    rows.map(({ fields: f, variants }) => ({ sku: f.sku, stock_qty: f.stockQty, variants })),
  );
  const dropped = await queryRows<{ product_sku: string; color: string | null; size: string | null }>(
    tx,
    sql`
    select r.sku as product_sku, c.name as color, s.name as size
    from ${source}
    join products p on p.manufacturer_id = ${manufacturerId} and p.sku = r.sku and p.deleted_at is null
    join product_variants v on v.product_id = p.id
    left join attribute_items c on c.id = v.color_id
    left join attribute_items s on s.id = v.size_id
    where not exists (
        select 1 from json_to_recordset(r.variants) as x(size_id integer, color_id integer)
        where x.size_id is not distinct from v.size_id and x.color_id is not distinct from v.color_id)
      and exists (select 1 from order_items i join orders o on o.id = i.order_id
                  where i.variant_id = v.id and o.status = 'PENDING')
    order by v.id`,
  );
  for (const row of dropped) {
    const cell = variantLabel({ colorName: row.color, sizeName: row.size }) || 'The product';
    refusals.set(row.product_sku, `variantStock: ${VARIANT_MSG.inOpenOrders([cell])}`);
  }
  const clashes = await queryRows<{ product_sku: string; sku: string }>(
    tx,
    sql`
    with cells as (
      select r.sku as product_sku, p.id as product_id, coalesce(x.sku, old.sku, x.default_sku) as sku
      from ${source}
      left join products p on p.manufacturer_id = ${manufacturerId} and p.sku = r.sku and p.deleted_at is null
      cross join lateral json_to_recordset(r.variants) as x(size_id integer, color_id integer, sku text, default_sku text)
      left join product_variants old on old.product_id = p.id
        and old.size_id is not distinct from x.size_id and old.color_id is not distinct from x.color_id),
    twice as (select sku from cells group by sku having count(distinct product_sku) > 1)
    select c.product_sku, c.sku from cells c
    where c.sku in (select sku from twice)
       or exists (select 1 from product_variants v where v.manufacturer_id = ${manufacturerId} and v.sku = c.sku
                    and v.product_id is distinct from c.product_id)`,
  );
  for (const clash of clashes)
    if (!refusals.has(clash.product_sku))
      refusals.set(clash.product_sku, `variantSkus: ${VARIANT_MSG.skuInUse(clash.sku)}`);
  return refusals;
};
