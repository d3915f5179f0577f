/** Benchmark data: manufacturers with realistic names, each with its user, every other one with a subscription. */
import type pg from 'pg';
import { hashPassword } from '../../src/modules/auth/passwords';

const WORDS = {
  first: ['Shree', 'Sri', 'New', 'Royal', 'Modern', 'Classic', 'Golden', 'Star', 'Om', 'Sai'],
  second: [
    'Krishna',
    'Ganesh',
    'Lakshmi',
    'Balaji',
    'Raj',
    'Bharat',
    'Everest',
    'National',
    'Indian',
    'Super',
  ],
  trade: ['Silk', 'Cotton', 'Denim', 'Wool', 'Linen', 'Knit', 'Print', 'Fabric', 'Garment', 'Fashion'],
  kind: ['Mills', 'Textiles', 'Exports', 'Industries', 'Works'],
  state: ['Maharashtra', 'Gujarat', 'Tamil Nadu', 'Karnataka', 'Punjab', 'Rajasthan', 'West Bengal', 'Delhi'],
};
const pick = (words: string[], index: string) =>
  `(array[${words.map((w) => `'${w}'`).join(',')}])[1 + ${index} % ${words.length}]`;

/** Manufacturers number `from`..`to` (names like "Sai Lakshmi Denim Exports 4217"), a minute apart. */
export const seedManufacturers = async (pool: pg.Pool, from: number, to: number) => {
  await pool.query(`
    insert into manufacturers (name, description, address, state, city, created_at, updated_at)
    select ${pick(WORDS.first, 'g')} || ' ' || ${pick(WORDS.second, '(g / 10)')} || ' ' ||
        ${pick(WORDS.trade, '(g / 100)')} || ' ' || ${pick(WORDS.kind, 'g')} || ' ' || g,
      'Benchmark manufacturer ' || g, g || ' Industrial Estate', ${pick(WORDS.state, 'g')}, 'City ' || g % 50,
      now() - make_interval(mins => g), now()
    from generate_series(${from}, ${to}) g`);
  await pool.query(
    `insert into users (name, email, mobile, password_hash, role, manufacturer_id)
     select 'Owner ' || id, 'owner' || id || '@bench.example.com', (8000000000 + id)::text, $1, 'MANUFACTURER', id
     from manufacturers where description like 'Benchmark manufacturer %' on conflict do nothing`,
    [await hashPassword('Bench@1234')],
  );
  await pool.query(`
    insert into subscriptions (manufacturer_id, start_date, end_date, product_limit, retailer_limit, is_active)
    select id, current_date - 30, current_date + 335, 100, 20, id % 3 <> 0 from manufacturers where id % 2 = 0
    on conflict do nothing`);
  await pool.query('analyze');
};
