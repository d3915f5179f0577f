/**
 * Benchmark data for product.md §15: 1,000 retailers linked (ACCEPTED) with the demo manufacturer, types in
 * turn Retailer, Wholesaler, Distributor; 50 price lists (40 each assigned to 25 of those retailers,
 * 10 to a retailer type, a percent off each) of 2,000 rows each, 100,000 rows: products 101 to 1,100
 * of the bench catalogue (packages/server/bench/variants-data.ts) at two rungs (1 and 24 pieces), every
 * other product's rows on its first cell. BENCH_PRICED_RETAILER_ID, a Distributor, has three lists of
 * its own and its type's. One insert-select per table, then ANALYZE.
 */
import type pg from 'pg';
import { BENCH_PRODUCT_ID, benchCellIdSql, benchItems } from './variants-data';

const FIRST_RETAILER_ID = 9_100_001;
const RETAILERS = 1_000;
const LISTS = 50;
const OWN_LISTS = 40;
const ROW_PRODUCTS = 1_000;
/** A Distributor with the first three retailer lists and its type's lists. */
export const BENCH_PRICED_RETAILER_ID = FIRST_RETAILER_ID + 2;

export const seedPriceLists = async (pool: pg.Pool) => {
  const started = performance.now();
  if ((await pool.query('select 1 from retailers where id = $1', [FIRST_RETAILER_ID])).rows.length > 0)
    return 0;
  const manufacturer = `(select manufacturer_id from users where email = 'demo@apparel.local')`;
  await pool.query(`
    with u as (
      insert into users (name, email, mobile, password_hash, role)
      select 'Priced ' || g, 'priced-' || g || '@example.com', (9100000000 + g)::text, 'x', 'RETAILER'
      from generate_series(1, ${RETAILERS}) g returning id, email)
    insert into retailers (id, user_id, name, address, state, city, outlet_name, outlet_addr, contact_person, type)
    overriding system value
    select ${FIRST_RETAILER_ID} - 1 + g, u.id, 'Priced Retail ' || g, 'x', 'Gujarat', 'Surat', 'x', 'x', 'x',
      (array['Retailer', 'Wholesaler', 'Distributor'])[1 + (g - 1) % 3]
    from u join generate_series(1, ${RETAILERS}) g on u.email = 'priced-' || g || '@example.com'`);
  await pool.query(`
    insert into retailer_links (retailer_id, manufacturer_id, status)
    select ${FIRST_RETAILER_ID} - 1 + g, ${manufacturer}, 'ACCEPTED' from generate_series(1, ${RETAILERS}) g`);
  const { rows: lists } = await pool.query<{ id: number; k: number }>(`
    insert into price_lists (manufacturer_id, name, percent_off, valid_from, valid_to, retailer_types)
    select ${manufacturer}, 'Bench list ' || k, case when k > ${OWN_LISTS} then k - ${OWN_LISTS} + 4 end,
      '2025-01-01', case when k % 2 = 0 then '2099-12-31'::date end,
      case when k > ${OWN_LISTS} then array[(array['Retailer', 'Wholesaler', 'Distributor'])[1 + k % 3]] else '{}' end
    from generate_series(1, ${LISTS}) k
    returning id, (regexp_replace(name, '\\D', '', 'g'))::integer as k`);
  const idOf = new Map(lists.map((l) => [Number(l.k), Number(l.id)]));
  const ownIds = [...Array(OWN_LISTS).keys()].map((i) => idOf.get(i + 1));
  // List k (1..40) goes to retailers 25(k-1)+1..25k; the priced retailer (3) also has lists 2 and 3.
  await pool.query(
    `insert into price_list_retailers (price_list_id, retailer_id)
     select ($1::integer[])[k], ${FIRST_RETAILER_ID} - 1 + 25 * (k - 1) + r
     from generate_series(1, ${OWN_LISTS}) k cross join generate_series(1, 25) r
     union all select ($1::integer[])[k], ${BENCH_PRICED_RETAILER_ID} from generate_series(2, 3) k`,
    [ownIds],
  );
  await pool.query(
    `insert into price_list_rows (price_list_id, product_id, variant_id, min_qty, price, seq)
     select l.id, ${BENCH_PRODUCT_ID} + 100 + j,
       case when j % 2 = 0 then ${benchCellIdSql('100 + j', '0', '0')} end,
       rung.min_qty, 150 + (j + l.id) % 40 - rung.step * 10, 2 * j + rung.step + 1
     from price_lists l
     cross join generate_series(0, ${ROW_PRODUCTS - 1}) j
     cross join (values (1, 0), (24, 1)) as rung(min_qty, step)
     where l.manufacturer_id = ${manufacturer}`,
  );
  await pool.query('analyze retailers');
  await pool.query('analyze retailer_links');
  await pool.query('analyze price_lists');
  await pool.query('analyze price_list_retailers');
  await pool.query('analyze price_list_rows');
  return (performance.now() - started) / 1000;
};

/**
 * 50 lines of 30 pieces, each on the first cell of a different active bench product with rows in every
 * list (products 101 on, skipping the inactive tenth ones).
 */
export const fiftyPricedLines = () => {
  const { sizes, colors } = benchItems();
  const lines = [];
  for (let g = 101; lines.length < 50; g += 1)
    if (g % 10 !== 0)
      lines.push({ productId: BENCH_PRODUCT_ID - 1 + g, quantity: 30, sizeId: sizes[0], colorId: colors[0] });
  return lines;
};
