import {
  LINE_SHEET_MSG,
  type LineSheet,
  type LineSheetForm,
  type LineSheetPage,
  type LineSheetSummary,
  type StockDisplay,
} from '@apparel/contracts';
import { sql } from 'drizzle-orm';
import type { Database, Queryable, Transaction } from '../../db/client';
import { queryRows } from '../../db/sql-rows';
import { badRequest, notFound } from '../../errors';
import { containsPattern } from '../shared/list-page';

type SheetRow = {
  id: number;
  name: string;
  note: string;
  delivery_from: string | null;
  delivery_to: string | null;
  order_by: string | null;
  stock_display: StockDisplay;
  low_stock_below: number;
  created_at: string | Date;
  updated_at: string | Date;
  product_ids: number[];
  share_count: number;
};

/**
 * A sheet's fields with its live products in order (deleted ones left out) and its unrevoked links.
 * Inactive products stay in the sheet (the buyer's view drops them) so making one Active again brings
 * it back where it was.
 */
const sheetColumns = sql`s.id, s.name, s.note, s.delivery_from::text as delivery_from,
  s.delivery_to::text as delivery_to, s.order_by::text as order_by, s.stock_display, s.low_stock_below,
  s.created_at, s.updated_at,
  coalesce((select json_agg(sp.product_id order by sp.seq) from line_sheet_products sp
    join products p on p.id = sp.product_id and p.deleted_at is null
    where sp.line_sheet_id = s.id), '[]'::json) as product_ids,
  (select count(*)::integer from line_sheet_shares h where h.line_sheet_id = s.id and h.revoked_at is null) as share_count`;

export const isoOf = (value: string | Date) => new Date(value).toISOString();

const toSummary = (row: SheetRow): LineSheetSummary => ({
  id: row.id,
  name: row.name,
  note: row.note,
  deliveryFrom: row.delivery_from,
  deliveryTo: row.delivery_to,
  orderBy: row.order_by,
  stockDisplay: row.stock_display,
  lowStockBelow: row.low_stock_below,
  productIds: row.product_ids.map(Number),
  createdAt: isoOf(row.created_at),
  updatedAt: isoOf(row.updated_at),
  productCount: row.product_ids.length,
  shareCount: Number(row.share_count),
});

const toSheet = (row: SheetRow): LineSheet => {
  const { productCount: _p, shareCount: _s, ...sheet } = toSummary(row);
  return sheet;
};

/** The first of the ids that is not a live product of the manufacturer. */
const firstForeignProduct = async (q: Queryable, manufacturerId: number, productIds: number[]) => {
  if (productIds.length === 0) return undefined;
  const [row] = await queryRows<{ id: number }>(
    q,
    sql`select wanted.value::integer as id from json_array_elements_text(${JSON.stringify(productIds)}::json) wanted
      where not exists (select 1 from products p where p.id = wanted.value::integer
        and p.manufacturer_id = ${manufacturerId} and p.deleted_at is null)
      limit 1`,
  );
  return row?.id;
};

/** Replaces the sheet's products with these, in this order (400 naming the first that is not the manufacturer's). */
const saveProducts = async (tx: Transaction, manufacturerId: number, id: number, productIds: number[]) => {
  const foreign = await firstForeignProduct(tx, manufacturerId, productIds);
  if (foreign !== undefined) throw badRequest(LINE_SHEET_MSG.productNotYours(foreign));
  await tx.execute(sql`delete from line_sheet_products where line_sheet_id = ${id}`);
  if (productIds.length > 0)
    await tx.execute(sql`
      insert into line_sheet_products (line_sheet_id, product_id, seq)
      select ${id}, value::integer, ordinality::integer
      from json_array_elements_text(${JSON.stringify(productIds)}::json) with ordinality`);
};

export type LineSheetService = ReturnType<typeof createLineSheetService>;

/** Line sheets (product.md §17): a manufacturer's own; every write in one transaction. */
export const createLineSheetService = ({ db }: { db: Database }) => {
  const read = async (manufacturerId: number, id: number, q: Queryable = db): Promise<LineSheet> => {
    const [row] = await queryRows<SheetRow>(
      q,
      sql`select ${sheetColumns} from line_sheets s where s.id = ${id} and s.manufacturer_id = ${manufacturerId}`,
    );
    if (!row) throw notFound(LINE_SHEET_MSG.notFound);
    return toSheet(row);
  };

  /** 404 unless the sheet is this manufacturer's. */
  const assertExists = async (manufacturerId: number, id: number, q: Queryable = db): Promise<void> => {
    const [row] = await queryRows<{ id: number }>(
      q,
      sql`select id from line_sheets where id = ${id} and manufacturer_id = ${manufacturerId}`,
    );
    if (!row) throw notFound(LINE_SHEET_MSG.notFound);
  };

  return {
    read: (manufacturerId: number, id: number) => read(manufacturerId, id),
    assertExists,

    /** Newest first; `q` by name. */
    async list(
      manufacturerId: number,
      query: { page: number; pageSize: number; q?: string | null },
    ): Promise<LineSheetPage> {
      const filters = [sql`s.manufacturer_id = ${manufacturerId}`];
      if (query.q) filters.push(sql`lower(s.name) like ${containsPattern(query.q)}`);
      const rows = await queryRows<SheetRow>(
        db,
        sql`select ${sheetColumns} from line_sheets s where ${sql.join(filters, sql` and `)}
          order by s.id desc limit ${query.pageSize + 1} offset ${(query.page - 1) * query.pageSize}`,
      );
      return {
        lineSheets: rows.slice(0, query.pageSize).map(toSummary),
        page: query.page,
        pageSize: query.pageSize,
        hasNext: rows.length > query.pageSize,
      };
    },

    async create(manufacturerId: number, form: LineSheetForm): Promise<LineSheet> {
      return db.transaction(async (tx) => {
        const [made] = await queryRows<{ id: number }>(
          tx,
          sql`insert into line_sheets (manufacturer_id, name, note, delivery_from, delivery_to, order_by,
              stock_display, low_stock_below)
            values (${manufacturerId}, ${form.name}, ${form.note}, ${form.deliveryFrom}::date,
              ${form.deliveryTo}::date, ${form.orderBy}::date, ${form.stockDisplay}, ${form.lowStockBelow})
            returning id`,
        );
        if (!made) throw new Error('The line sheet was not created');
        await saveProducts(tx, manufacturerId, made.id, form.productIds);
        return read(manufacturerId, made.id, tx);
      });
    },

    async update(manufacturerId: number, id: number, form: LineSheetForm): Promise<LineSheet> {
      return db.transaction(async (tx) => {
        const [changed] = await queryRows<{ id: number }>(
          tx,
          sql`update line_sheets set name = ${form.name}, note = ${form.note},
              delivery_from = ${form.deliveryFrom}::date, delivery_to = ${form.deliveryTo}::date,
              order_by = ${form.orderBy}::date, stock_display = ${form.stockDisplay},
              low_stock_below = ${form.lowStockBelow}, updated_at = now()
            where id = ${id} and manufacturer_id = ${manufacturerId} returning id`,
        );
        if (!changed) throw notFound(LINE_SHEET_MSG.notFound);
        await saveProducts(tx, manufacturerId, id, form.productIds);
        return read(manufacturerId, id, tx);
      });
    },

    /** Deletes the sheet with its links and their opens (cascade): every link answers 404 from now on. */
    async remove(manufacturerId: number, id: number): Promise<void> {
      const [gone] = await queryRows<{ id: number }>(
        db,
        sql`delete from line_sheets where id = ${id} and manufacturer_id = ${manufacturerId} returning id`,
      );
      if (!gone) throw notFound(LINE_SHEET_MSG.notFound);
    },
  };
};
