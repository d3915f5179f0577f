import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';

/** `KURTA` + Navy + M as `KURTA-NAVY-M`, in SQL: `defaultVariantSku` of @apparel/contracts. */
const skuPart = (name: ReturnType<typeof sql.raw>) =>
  sql`nullif(trim(both '-' from regexp_replace(upper(${name}), '[^A-Z0-9]+', '-', 'g')), '')`;

/**
 * Gives products written straight to the table (demo data, benchmarks, tests) that have no variants
 * yet the grid migration 0012 gave existing products: a cell per size x colour with the default SKU,
 * the product's whole stock in the first cell (first colour by name, first size by id), 0 in the rest;
 * or, with `spread` (demo data, so every cell has stock to show), shared evenly, the remainder first.
 */
export const addDefaultVariants = async (
  q: Queryable,
  productIds: number[],
  { spread = false }: { spread?: boolean } = {},
): Promise<void> => {
  if (productIds.length === 0) return;
  const cells = sql.raw('count(*) over (partition by p.id)');
  const first = sql.raw('row_number() over (partition by p.id order by lower(c.name), c.id, s.id) = 1');
  const stock = spread
    ? sql`p.stock_qty / ${cells} + case when ${first} then p.stock_qty % ${cells} else 0 end`
    : sql`case when ${first} then p.stock_qty else 0 end`;
  await q.execute(sql`
    insert into product_variants (manufacturer_id, product_id, size_id, color_id, sku, stock_qty)
    select p.manufacturer_id, p.id, s.id, c.id,
      left(concat_ws('-', p.sku, ${skuPart(sql.raw('c.name'))}, ${skuPart(sql.raw('s.name'))}), 64),
      ${stock}
    from products p
    left join lateral (
      select a.id, a.name from attribute_items a where a.id = any (p.item_ids) and a.type = 'colors'
      union all select null, null
      where not exists (select 1 from attribute_items a where a.id = any (p.item_ids) and a.type = 'colors')
    ) c on true
    left join lateral (
      select a.id, a.name from attribute_items a where a.id = any (p.item_ids) and a.type = 'sizes'
      union all select null, null
      where not exists (select 1 from attribute_items a where a.id = any (p.item_ids) and a.type = 'sizes')
    ) s on true
    where p.id in (select value::integer from json_array_elements_text(${JSON.stringify(productIds)}::json))
      and p.deleted_at is null
      and not exists (select 1 from product_variants v where v.product_id = p.id)`);
};
