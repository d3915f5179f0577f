import type { ApplicableList, PriceRung } from '@apparel/contracts';
import { toPaise } from '@apparel/contracts';
import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { queryRows } from '../../db/sql-rows';

/**
 * The order's product ids as one array worked out once (an InitPlan), so each list's rows are found by
 * probing its rung index per product rather than by reading all of the list's rows (an `in (select ...)`
 was planned as a hash join over every row of each list: 66 ms for 6 lists of 2,000 rows, 1.8 ms so).
 */
const productIdArray = (productIds: number[]) =>
  sql`array(select value::integer from json_array_elements_text(${JSON.stringify(productIds)}::json))`;

/**
 * The manufacturer's price lists valid on `day` and assigned to the retailer or to its type, each with
 * its rows of the order's products (one statement: the lists by the manufacturer's index, each list's
 * rows by its rung index). `own`: assigned to the retailer itself.
 */
export const applicableListsSql = (
  manufacturerId: number,
  retailerId: number,
  day: string,
  productIds: number[],
) => sql`
  select l.id, l.name, l.percent_off,
    exists (select 1 from price_list_retailers a where a.price_list_id = l.id and a.retailer_id = ${retailerId}) as own,
    coalesce((select json_agg(json_build_array(w.product_id, w.variant_id, w.min_qty, w.price))
      from price_list_rows w
      where w.price_list_id = l.id and w.product_id = any (${productIdArray(productIds)})),
      '[]'::json) as rows
  from price_lists l
  where l.manufacturer_id = ${manufacturerId}
    and l.valid_from <= ${day}::date and (l.valid_to is null or l.valid_to >= ${day}::date)
    and (exists (select 1 from price_list_retailers a where a.price_list_id = l.id and a.retailer_id = ${retailerId})
      or (select r.type from retailers r where r.id = ${retailerId}) = any (l.retailer_types))
  order by l.id`;

/** A product's applicable lists (each with that product's rows only), by product id. */
export type ListsByProduct = (productId: number) => ApplicableList[];

/** Loads the lists that may price the order's lines (see `applicableListsSql`), split by product. */
export const loadApplicableLists = async (
  q: Queryable,
  manufacturerId: number,
  retailerId: number,
  day: string,
  productIds: number[],
): Promise<ListsByProduct> => {
  const lists = await queryRows<{
    id: number;
    name: string;
    percent_off: string | null;
    own: boolean;
    rows: [productId: number, variantId: number | null, minQty: number, price: string | number][];
  }>(q, applicableListsSql(manufacturerId, retailerId, day, [...new Set(productIds)]));
  if (lists.length === 0) return () => [];
  const byProduct = new Map<number, ApplicableList[]>();
  return (productId) => {
    const known = byProduct.get(productId);
    if (known) return known;
    const made = lists.map((list) => ({
      id: list.id,
      name: list.name,
      percentOff: list.percent_off === null ? null : Number(list.percent_off),
      own: list.own,
      rows: list.rows
        .filter(([rowProduct]) => rowProduct === productId)
        .map(
          ([, variantId, minQty, price]): PriceRung => ({
            variantId,
            minQty,
            pricePaise: toPaise(String(price)),
          }),
        ),
    }));
    byProduct.set(productId, made);
    return made;
  };
};
