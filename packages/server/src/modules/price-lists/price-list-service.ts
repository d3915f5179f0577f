import {
  PRICE_LIST_MSG,
  type PriceList,
  type PriceListForm,
  type PriceListPage,
  type PriceListSummary,
  type RetailerType,
} from '@apparel/contracts';
import { sql } from 'drizzle-orm';
import type { Database, Queryable, Transaction } from '../../db/client';
import { queryRows } from '../../db/sql-rows';
import { badRequest, notFound } from '../../errors';
import { containsPattern } from '../shared/list-page';
import { readPriceListRows, replacePriceListRows } from './price-list-rows';

type ListRow = {
  id: number;
  name: string;
  percent_off: string | null;
  valid_from: string;
  valid_to: string | null;
  retailer_types: RetailerType[];
  retailer_ids: number[];
  row_count: number;
};

/** A list's fields with its retailers (and how many rows it has), by the manufacturer's lists. */
const listColumns = sql`l.id, l.name, l.percent_off::text as percent_off, l.valid_from::text as valid_from,
  l.valid_to::text as valid_to, to_json(l.retailer_types) as retailer_types,
  coalesce((select json_agg(a.retailer_id order by a.retailer_id) from price_list_retailers a
    where a.price_list_id = l.id), '[]'::json) as retailer_ids,
  (select count(*)::integer from price_list_rows w where w.price_list_id = l.id) as row_count`;

const toSummary = (row: ListRow): PriceListSummary => ({
  id: row.id,
  name: row.name,
  percentOff: row.percent_off === null ? null : Number(row.percent_off),
  validFrom: row.valid_from,
  validTo: row.valid_to,
  retailerIds: row.retailer_ids.map(Number),
  retailerTypes: row.retailer_types,
  rowCount: Number(row.row_count),
});

/** The first of these retailers that is not linked (ACCEPTED) with the manufacturer. */
const firstUnlinkedRetailer = async (q: Queryable, manufacturerId: number, retailerIds: number[]) => {
  if (retailerIds.length === 0) return undefined;
  const [row] = await queryRows<{ id: number }>(
    q,
    sql`
    select wanted.value::integer as id from json_array_elements_text(${JSON.stringify(retailerIds)}::json) wanted
    where not exists (select 1 from retailer_links k where k.manufacturer_id = ${manufacturerId}
      and k.retailer_id = wanted.value::integer and k.status = 'ACCEPTED')
    limit 1`,
  );
  return row?.id;
};

/** The list's fields as the table keeps them. */
const listValues = (form: PriceListForm) => ({
  name: form.name,
  percentOff: form.percentOff === null ? null : form.percentOff.toFixed(2),
  validFrom: form.validFrom,
  validTo: form.validTo,
  retailerTypes: [...new Set(form.retailerTypes)],
});

/** Retailer types as a text[] (sent as JSON: both drivers pass it the same way). */
const typesArray = (types: RetailerType[]) =>
  sql`array(select json_array_elements_text(${JSON.stringify(types)}::json))::text[]`;

export type PriceListService = ReturnType<typeof createPriceListService>;

/**
 * Price lists: a manufacturer's own, assigned to its accepted retailers and to retailer
 * types; every write in one transaction. Placed orders keep copies of what priced them, so nothing
 * here touches an order.
 */
export const createPriceListService = ({ db }: { db: Database }) => {
  const findList = async (q: Queryable, manufacturerId: number, id: number) => {
    const [row] = await queryRows<ListRow>(
      q,
      sql`select ${listColumns} from price_lists l where l.id = ${id} and l.manufacturer_id = ${manufacturerId}`,
    );
    return row;
  };

  const read = async (manufacturerId: number, id: number, q: Queryable = db): Promise<PriceList> => {
    const row = await findList(q, manufacturerId, id);
    if (!row) throw notFound(PRICE_LIST_MSG.notFound);
    const { rowCount: _count, ...list } = toSummary(row);
    return { ...list, rows: await readPriceListRows(q, id) };
  };

  /** The list's assignment and rows after the form's checks that need the database (400 naming the retailer or row). */
  const saveParts = async (tx: Transaction, manufacturerId: number, id: number, form: PriceListForm) => {
    const retailerIds = [...new Set(form.retailerIds)];
    const unlinked = await firstUnlinkedRetailer(tx, manufacturerId, retailerIds);
    if (unlinked !== undefined) throw badRequest(PRICE_LIST_MSG.retailerNotLinked(unlinked));
    await tx.execute(sql`delete from price_list_retailers where price_list_id = ${id}`);
    if (retailerIds.length > 0)
      await tx.execute(sql`
        insert into price_list_retailers (price_list_id, retailer_id)
        select ${id}, value::integer from json_array_elements_text(${JSON.stringify(retailerIds)}::json)`);
    if (form.rows) await replacePriceListRows(tx, manufacturerId, id, form.rows);
  };

  /** 404 unless the list is this manufacturer's; inside a transaction pass `tx` (PGlite has one connection). */
  const assertExists = async (manufacturerId: number, id: number, q: Queryable = db): Promise<void> => {
    const [row] = await queryRows<{ id: number }>(
      q,
      sql`select id from price_lists where id = ${id} and manufacturer_id = ${manufacturerId}`,
    );
    if (!row) throw notFound(PRICE_LIST_MSG.notFound);
  };

  return {
    read: (manufacturerId: number, id: number) => read(manufacturerId, id),
    assertExists,

    /** Newest first; `retailerId`: the lists assigned to that retailer or to its type; `activeOn`: valid that day. */
    async list(
      manufacturerId: number,
      query: { page: number; pageSize: number; q?: string | null; retailerId?: number; activeOn?: string },
    ): Promise<PriceListPage> {
      const filters = [sql`l.manufacturer_id = ${manufacturerId}`];
      if (query.q) filters.push(sql`lower(l.name) like ${containsPattern(query.q)}`);
      if (query.retailerId !== undefined)
        filters.push(sql`(exists (select 1 from price_list_retailers a where a.price_list_id = l.id and a.retailer_id = ${query.retailerId})
          or (select r.type from retailers r where r.id = ${query.retailerId}
              and exists (select 1 from retailer_links k where k.retailer_id = r.id and k.manufacturer_id = ${manufacturerId}))
             = any (l.retailer_types))`);
      if (query.activeOn)
        filters.push(
          sql`l.valid_from <= ${query.activeOn}::date and (l.valid_to is null or l.valid_to >= ${query.activeOn}::date)`,
        );
      const rows = await queryRows<ListRow>(
        db,
        sql`select ${listColumns} from price_lists l where ${sql.join(filters, sql` and `)}
          order by l.id desc limit ${query.pageSize + 1} offset ${(query.page - 1) * query.pageSize}`,
      );
      return {
        priceLists: rows.slice(0, query.pageSize).map(toSummary),
        page: query.page,
        pageSize: query.pageSize,
        hasNext: rows.length > query.pageSize,
      };
    },

    async create(manufacturerId: number, form: PriceListForm): Promise<PriceList> {
      return db.transaction(async (tx) => {
        const values = listValues(form);
        const [made] = await queryRows<{ id: number }>(
          tx,
          sql`insert into price_lists (manufacturer_id, name, percent_off, valid_from, valid_to, retailer_types)
            values (${manufacturerId}, ${values.name}, ${values.percentOff}::numeric, ${values.validFrom}::date,
              ${values.validTo}::date, ${typesArray(values.retailerTypes)})
            returning id`,
        );
        if (!made) throw new Error('The price list was not created');
        await saveParts(tx, manufacturerId, made.id, { ...form, rows: form.rows ?? [] });
        return read(manufacturerId, made.id, tx);
      });
    },

    async update(manufacturerId: number, id: number, form: PriceListForm): Promise<PriceList> {
      return db.transaction(async (tx) => {
        const values = listValues(form);
        const [changed] = await queryRows<{ id: number }>(
          tx,
          sql`update price_lists set name = ${values.name}, percent_off = ${values.percentOff}::numeric,
              valid_from = ${values.validFrom}::date, valid_to = ${values.validTo}::date,
              retailer_types = ${typesArray(values.retailerTypes)}, updated_at = now()
            where id = ${id} and manufacturer_id = ${manufacturerId} returning id`,
        );
        if (!changed) throw notFound(PRICE_LIST_MSG.notFound);
        await saveParts(tx, manufacturerId, id, form);
        return read(manufacturerId, id, tx);
      });
    },

    async remove(manufacturerId: number, id: number): Promise<void> {
      const [gone] = await queryRows<{ id: number }>(
        db,
        sql`delete from price_lists where id = ${id} and manufacturer_id = ${manufacturerId} returning id`,
      );
      if (!gone) throw notFound(PRICE_LIST_MSG.notFound);
    },
  };
};
