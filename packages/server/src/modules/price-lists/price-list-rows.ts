import { PRICE_LIST_MSG, type PriceList, type PriceListRow } from '@apparel/contracts';
import { sql } from 'drizzle-orm';
import type { Queryable, Transaction } from '../../db/client';
import { queryRows } from '../../db/sql-rows';
import { badRequest } from '../../errors';

/** A row as stored: `seq` its place in the list (1, 2, ...), kept so reads and exports give the order given. */
type StoredRow = PriceListRow & { seq: number };

/**
 * The first row (by place) naming a product that is not the manufacturer's live product, or a cell
 * that is not one of that product's cells: one statement, each row two index probes.
 */
const firstForeignRow = async (tx: Transaction, manufacturerId: number, rows: readonly StoredRow[]) => {
  const [bad] = await queryRows<{
    seq: number;
    product_id: number;
    variant_id: number | null;
    known: boolean;
  }>(
    tx,
    sql`
    select r.seq, r.product_id, r.variant_id, p.id is not null as known
    from json_to_recordset(${JSON.stringify(rows.map((row) => ({ seq: row.seq, product_id: row.productId, variant_id: row.variantId })))}::json)
      as r(seq integer, product_id integer, variant_id integer)
    left join products p on p.id = r.product_id and p.manufacturer_id = ${manufacturerId} and p.deleted_at is null
    left join product_variants v on v.id = r.variant_id and v.product_id = p.id
    where p.id is null or (r.variant_id is not null and v.id is null)
    order by r.seq limit 1`,
  );
  if (!bad) return undefined;
  return bad.known
    ? PRICE_LIST_MSG.rowCell(bad.seq, bad.variant_id ?? '')
    : PRICE_LIST_MSG.rowProduct(bad.seq, bad.product_id);
};

/**
 * Makes the list's rows exactly `rows` (checked by the contracts' `priceRowsProblem` already): 400
 * naming the first row whose product or cell is not the manufacturer's, else the old rows go and the
 * new ones are written in one statement. `checked`: the caller resolved them against the catalogue (the CSV import).
 */
export const replacePriceListRows = async (
  tx: Transaction,
  manufacturerId: number,
  priceListId: number,
  rows: readonly PriceListRow[],
  { checked = false }: { checked?: boolean } = {},
): Promise<void> => {
  const stored = rows.map((row, index) => ({ ...row, seq: index + 1 }));
  if (!checked && stored.length > 0) {
    const problem = await firstForeignRow(tx, manufacturerId, stored);
    if (problem) throw badRequest(problem);
  }
  await tx.execute(sql`delete from price_list_rows where price_list_id = ${priceListId}`);
  if (stored.length === 0) return;
  await tx.execute(sql`
    insert into price_list_rows (price_list_id, product_id, variant_id, min_qty, price, seq)
    select ${priceListId}, r.product_id, r.variant_id, r.min_qty, r.price, r.seq
    from json_to_recordset(${JSON.stringify(
      stored.map((row) => ({
        seq: row.seq,
        product_id: row.productId,
        variant_id: row.variantId,
        min_qty: row.minQty,
        price: row.price.toFixed(2),
      })),
    )}::json) as r(seq integer, product_id integer, variant_id integer, min_qty integer, price numeric)`);
};

/**
 * The rows of a list that still price something, in the order given: a deleted product's rows and a
 * removed cell's are left out (they stay stored and price nothing; see migration 0018).
 */
export const livePriceListRowsSql = (priceListId: number, afterSeq = 0, limit = 1_000_000) => sql`
  select w.seq, w.product_id, w.variant_id, w.min_qty, w.price::text as price,
    p.sku as product_sku, p.name as product_name, v.sku as cell_sku,
    concat_ws('/', c.name, s.name) as cell_name
  from price_list_rows w
  join products p on p.id = w.product_id and p.deleted_at is null
  left join product_variants v on v.id = w.variant_id
  left join attribute_items c on c.id = v.color_id
  left join attribute_items s on s.id = v.size_id
  where w.price_list_id = ${priceListId} and w.seq > ${afterSeq}
    and (w.variant_id is null or v.product_id = w.product_id)
  order by w.seq limit ${limit}`;

export type LiveRow = {
  seq: number;
  product_id: number;
  variant_id: number | null;
  min_qty: number;
  price: string;
  product_sku: string;
  product_name: string;
  cell_sku: string | null;
  cell_name: string;
};

/** The list's live rows as GET /price-lists/{id} answers them. */
export const readPriceListRows = async (q: Queryable, priceListId: number): Promise<PriceList['rows']> =>
  (await queryRows<LiveRow>(q, livePriceListRowsSql(priceListId))).map((row) => ({
    productId: Number(row.product_id),
    variantId: row.variant_id === null ? null : Number(row.variant_id),
    price: Number(row.price),
    minQty: Number(row.min_qty),
  }));
