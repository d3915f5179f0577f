/**
 * Benchmark data for issue 18: the demo manufacturer's 100,000 bench products each in 4 colours x 6
 * sizes, so 2,400,000 cells (variants), the first product's id known up front (BENCH_PRODUCT_ID) for
 * the detail call. Sizes, colours and cells get fixed ids too (`benchCellId`), so the orders of
 * packages/server/bench/cell-orders-data.ts can name their cells without looking them up. One
 * insert-select per table, then ANALYZE.
 */
import type pg from 'pg';

export const BENCH_PRODUCTS = 100_000;
/** The first bench product's id (ids chosen up front, `overriding system value`). */
export const BENCH_PRODUCT_ID = 5_000_001;
const FIRST_ITEM_ID = 9_000_001;
const SIZES = ['XS', 'S', 'M', 'L', 'XL', 'XXL'];
const COLORS = ['Navy', 'White', 'Maroon', 'Olive'];
/** Cells per bench product (4 colours x 6 sizes). */
export const BENCH_CELLS = COLORS.length * SIZES.length;
const FIRST_CELL_ID = 50_000_001;

/**
 * The cell id of bench product `product` (0-based) in colour `color` and size `size` (0-based, in
 * the order of COLORS and SIZES), as SQL over those three expressions: products' cells in a row, each
 * product's colour by colour, sizes in order.
 */
export const benchCellIdSql = (product: string, color: string, size: string) =>
  `(${FIRST_CELL_ID} + (${product}) * ${BENCH_CELLS} + (${color}) * ${SIZES.length} + (${size}))`;

export const seedVariantProducts = async (pool: pg.Pool, products = BENCH_PRODUCTS) => {
  const started = performance.now();
  const seeded = await pool.query('select 1 from products where id = $1', [BENCH_PRODUCT_ID]);
  if (seeded.rows.length > 0) return 0;
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
    `insert into product_variants (id, manufacturer_id, product_id, size_id, color_id, sku, stock_qty)
     overriding system value
     select ${benchCellIdSql('g - 1', `c.id - ${FIRST_ITEM_ID + SIZES.length}`, `s.id - ${FIRST_ITEM_ID}`)},
       $1, ${BENCH_PRODUCT_ID} - 1 + g, s.id, c.id,
       'BENCH-' || lpad(g::text, 6, '0') || '-' || upper(c.name) || '-' || upper(s.name), g % 500
     from generate_series(1, ${products}) g
     cross join (select id, replace(name, 'Bench ', '') as name from attribute_items where id = any($2::integer[]) and type = 'colors') c
     cross join (select id, replace(name, 'Bench ', '') as name from attribute_items where id = any($2::integer[]) and type = 'sizes') s`,
    [manufacturerId, itemIds],
  );
  await pool.query(`select setval(pg_get_serial_sequence('products', 'id'), (select max(id) from products))`);
  await pool.query(
    `select setval(pg_get_serial_sequence('product_variants', 'id'), (select max(id) from product_variants))`,
  );
  await pool.query(
    `select setval(pg_get_serial_sequence('attribute_items', 'id'), (select max(id) from attribute_items))`,
  );
  await pool.query('vacuum analyze products');
  await pool.query('vacuum analyze product_variants');
  await pool.query('checkpoint');
  return (performance.now() - started) / 1000;
};

/** The bench retailer (fixed id), linked ACCEPTED to the demo manufacturer, so orders can be placed. */
export const BENCH_RETAILER_ID = 9_000_001;
export const seedBenchRetailer = async (pool: pg.Pool) => {
  if ((await pool.query('select 1 from retailers where id = $1', [BENCH_RETAILER_ID])).rows.length > 0)
    return;
  const { rows } = await pool.query<{ id: number; manufacturer_id: number }>(
    `with u as (
       insert into users (name, email, mobile, password_hash, role)
       values ('Bench Retailer', 'bench-retailer@example.com', '9000900001', 'x', 'RETAILER') returning id)
     select u.id, (select manufacturer_id from users where email = 'demo@apparel.local') as manufacturer_id from u`,
  );
  const [user] = rows;
  await pool.query(
    `insert into retailers (id, user_id, name, address, state, city, outlet_name, outlet_addr, contact_person)
     overriding system value values (${BENCH_RETAILER_ID}, $1, 'Bench Retail', 'x', 'Gujarat', 'Surat', 'x', 'x', 'x')`,
    [user?.id],
  );
  await pool.query(
    `insert into retailer_links (retailer_id, manufacturer_id, status) values (${BENCH_RETAILER_ID}, $1, 'ACCEPTED')`,
    [user?.manufacturer_id],
  );
};

/** The cell ids of the bench products' sizes and colours: [sizes, colours]. */
export const benchItems = () => ({
  sizes: SIZES.map((_, i) => FIRST_ITEM_ID + i),
  colors: COLORS.map((_, i) => FIRST_ITEM_ID + SIZES.length + i),
});

let nextOrder = 0;
/**
 * `count` PENDING orders of one piece each, written straight to the tables, every one on a different
 * cell holding stock (so each accept can succeed): the ids to accept.
 */
export const pendingBenchOrders = async (pool: pg.Pool, count: number): Promise<number[]> => {
  const first = nextOrder;
  nextOrder += count;
  const { rows } = await pool.query<{ id: number }>(
    `with picked as (
       select k, ${BENCH_PRODUCT_ID} - 1 + 500 * (k % 199) + 1 + (k % 499) as product_id, (k / 99301) % 24 as cell
       from generate_series(${first}, ${first + count - 1}) k),
     lines as (
       select p.k, v.id as variant_id, v.sku, v.size_id, v.color_id, pr.id as product_id, pr.name, pr.price
       from picked p join products pr on pr.id = p.product_id
       cross join lateral (select * from product_variants v where v.product_id = p.product_id order by v.id offset p.cell limit 1) v),
     made as (
       insert into orders (manufacturer_id, retailer_id, status, total_amount)
       select pr.manufacturer_id, ${BENCH_RETAILER_ID}, 'PENDING', l.price
       from lines l join products pr on pr.id = l.product_id
       returning id),
     numbered as (select id, row_number() over (order by id) - 1 + ${first} as k from made),
     items as (
       insert into order_items (order_id, product_id, product_name, quantity, price, discount, choices, variant_id, sku)
       select n.id, l.product_id, l.name, 1, l.price, 0,
         jsonb_build_object('size', jsonb_build_object('id', l.size_id, 'name', 'x'), 'color', jsonb_build_object('id', l.color_id, 'name', 'x')),
         l.variant_id, l.sku
       from numbered n join lines l on l.k = n.k
       returning order_id)
     select distinct order_id as id from items`,
  );
  return rows.map((row) => row.id);
};
