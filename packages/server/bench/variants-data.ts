/**
 * Benchmark data for issue 18: the demo manufacturer's 100,000 bench products each in 4 colours x 6
 * sizes, so 2,400,000 cells (variants), the first product's id known up front (BENCH_PRODUCT_ID) for
 * the detail call. Sizes and colours get fixed ids too. One insert-select per table, then ANALYZE.
 */
import type pg from 'pg';

export const BENCH_PRODUCTS = 100_000;
/** The first bench product's id (ids chosen up front, `overriding system value`). */
export const BENCH_PRODUCT_ID = 5_000_001;
const FIRST_ITEM_ID = 9_000_001;
const SIZES = ['XS', 'S', 'M', 'L', 'XL', 'XXL'];
const COLORS = ['Navy', 'White', 'Maroon', 'Olive'];

export const seedVariantProducts = async (pool: pg.Pool, products = BENCH_PRODUCTS) => {
  const started = performance.now();
  const { rows } = await pool.query<{ manufacturer_id: number }>(
    `select manufacturer_id from users where email = 'demo@apparel.local'`,
  );
  const manufacturerId = rows[0]?.manufacturer_id;
  const items = [
    ...SIZES.map((name) => ['sizes', `Bench ${name}`]),
    ...COLORS.map((name) => ['colors', `Bench ${name}`]),
  ];
  await pool.query(
    `insert into attribute_items (id, manufacturer_id, type, name) overriding system value
     select ${FIRST_ITEM_ID} - 1 + i, $1, t, n from unnest($2::text[], $3::text[]) with ordinality as x(t, n, i)`,
    [manufacturerId, items.map((i) => i[0]), items.map((i) => i[1])],
  );
  const itemIds = items.map((_, i) => FIRST_ITEM_ID + i);
  await pool.query(
    `insert into products (id, manufacturer_id, sku, name, admin_name, price, mrp, stock_qty, description, status,
       created_at, item_ids, discount, order_multiple) overriding system value
     select ${BENCH_PRODUCT_ID} - 1 + g, $1, 'BENCH-' || lpad(g::text, 6, '0'),
       (array['White','Black','Navy','Maroon','Olive'])[1 + g % 5] || ' ' ||
         (array['Crew Tee','Oxford Shirt','Slim Jeans','Linen Kurta','Maxi Dress','Denim Jacket','Block Print Kurta'])[1 + g % 7] || ' ' || g,
       'Lot ' || g, 199 + g % 50 * 20, 999, 24 * (g % 500), 'Benchmark product',
       case when g % 10 = 0 then 'Inactive' else 'Active' end, now() - make_interval(mins => g), $2::integer[],
       '[{"from":12,"to":23,"discount":5},{"from":24,"to":100000,"discount":10}]'::jsonb, null
     from generate_series(1, ${products}) g`,
    [manufacturerId, itemIds],
  );
  // Every cell holds the product's stock / 24, so the cells sum to it.
  await pool.query(
    `insert into product_variants (manufacturer_id, product_id, size_id, color_id, sku, stock_qty)
     select $1, ${BENCH_PRODUCT_ID} - 1 + g, s.id, c.id,
       'BENCH-' || lpad(g::text, 6, '0') || '-' || upper(c.name) || '-' || upper(s.name), g % 500
     from generate_series(1, ${products}) g
     cross join (select id, replace(name, 'Bench ', '') as name from attribute_items where id = any($2::integer[]) and type = 'colors') c
     cross join (select id, replace(name, 'Bench ', '') as name from attribute_items where id = any($2::integer[]) and type = 'sizes') s`,
    [manufacturerId, itemIds],
  );
  await pool.query(`select setval(pg_get_serial_sequence('products', 'id'), (select max(id) from products))`);
  await pool.query(
    `select setval(pg_get_serial_sequence('attribute_items', 'id'), (select max(id) from attribute_items))`,
  );
  await pool.query('vacuum analyze products');
  await pool.query('vacuum analyze product_variants');
  await pool.query('checkpoint');
  return (performance.now() - started) / 1000;
};
