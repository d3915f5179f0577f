import { sql } from 'drizzle-orm';
import type { Transaction } from '../../db/client';

/**
 * Holds a key-share lock, until the transaction ends, on the manufacturer's attribute items a product
 * write names, and answers which of them still exist. An item delete locks its row for update before
 * counting the products that use it, so it waits for these writes and then sees them: no live product
 * ever names a deleted item (products keep their items in `item_ids`, without a foreign key per link).
 */
export const lockAttributeItems = async (
  tx: Transaction,
  manufacturerId: number,
  itemIds: Iterable<number>,
): Promise<Set<number>> => {
  const ids = [...new Set(itemIds)];
  if (ids.length === 0) return new Set();
  const result = (await tx.execute(sql`
    select id from attribute_items
    where manufacturer_id = ${manufacturerId}
      and id in (select value::integer from json_array_elements_text(${JSON.stringify(ids)}::json))
    order by id
    for key share`)) as unknown as { rows: { id: number }[] };
  return new Set(result.rows.map((row) => Number(row.id)));
};
