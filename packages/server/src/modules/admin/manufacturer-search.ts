import type { ManufacturerPage, manufacturerSearchSchema } from '@apparel/contracts';
import { and, asc, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database, Queryable } from '../../db/client';
import { manufacturers, subscriptions } from '../../db/schema';
import type { FileStorage } from '../../storage/file-storage';
import { escapeLike } from '../shared/list-page';
import { manufacturerWithSubscription, prepareManufacturerUsers, toManufacturers } from './manufacturer-view';

/** The search after the contract's defaults: page from 1, page size capped, a known sort field. */
export type ManufacturerQuery = z.output<typeof manufacturerSearchSchema>;

/** Text columns sort by lower() so both databases (C and ICU collations) give the same order. */
const SORT_KEYS = {
  createdAt: sql`${manufacturers.createdAt}`,
  name: sql`lower(${manufacturers.name})`,
  state: sql`lower(${manufacturers.state})`,
  city: sql`lower(${manufacturers.city})`,
} satisfies Record<ManufacturerQuery['sortBy'], SQL>;

/**
 * Name: anywhere in the name, any case (served by the trigram index on lower(name));
 * state: the whole state, any case (served by the index on lower(state)).
 * The typed values are placeholders, filled by `searchValues`, so a statement serves every search of its shape.
 */
const whereOf = ({ filter }: ManufacturerQuery): SQL | undefined =>
  and(
    filter.name ? sql`lower(${manufacturers.name}) like lower(${sql.placeholder('name')})` : undefined,
    filter.state ? sql`lower(${manufacturers.state}) = lower(${sql.placeholder('state')})` : undefined,
  );

/** The placeholders' values for a search. */
export const searchValues = (query: ManufacturerQuery) => ({
  name: `%${escapeLike(query.filter.name ?? '')}%`,
  state: query.filter.state ?? '',
  limit: query.pageSize,
  offset: (query.page - 1) * query.pageSize,
});

/** What decides the SQL of a search (which filters, sort field and order); the rest are values. */
const shapeOf = (query: ManufacturerQuery) =>
  `${query.filter.name ? 'name_' : ''}${query.filter.state ? 'state_' : ''}${query.sortBy}_${query.sortOrder}`;

/**
 * The two statements of a search (page rows, total count) with placeholders for the values, also
 * used by the benchmark and EXPLAIN (through `toSQL()` and `searchValues`).
 */
export const manufacturerSearchStatements = (db: Queryable, query: ManufacturerQuery) => {
  const where = whereOf(query);
  const direction = query.sortOrder === 'asc' ? asc : desc;
  return {
    page: db
      .select(manufacturerWithSubscription)
      .from(manufacturers)
      .leftJoin(subscriptions, eq(subscriptions.manufacturerId, manufacturers.id))
      .where(where)
      // Ties broken by id so that pages never overlap or skip a row.
      .orderBy(direction(SORT_KEYS[query.sortBy]), direction(manufacturers.id))
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset')),
    count: db.select({ total: count() }).from(manufacturers).where(where),
  };
};

/**
 * The manufacturer search of the admin list: one page of manufacturers, each with its user and
 * subscription, and the total count. Each shape of search (at most 32) is prepared once, on first
 * use, so a search builds no SQL and PostgreSQL parses and plans nothing.
 */
export const createManufacturerSearch = (db: Database, storage: FileStorage) => {
  const usersOf = prepareManufacturerUsers(db);
  const prepared = new Map<string, ReturnType<typeof prepareShape>>();
  const prepareShape = (query: ManufacturerQuery, shape: string) => {
    const { page, count } = manufacturerSearchStatements(db, query);
    return {
      page: page.prepare(`manufacturer_search_page_${shape}`),
      count: count.prepare(`manufacturer_search_count_${shape}`),
    };
  };
  return async (query: ManufacturerQuery): Promise<ManufacturerPage> => {
    const shape = shapeOf(query);
    let statements = prepared.get(shape);
    if (!statements) {
      statements = prepareShape(query, shape);
      prepared.set(shape, statements);
    }
    const values = searchValues(query);
    const [rows, [counted]] = await Promise.all([
      statements.page.execute(values),
      statements.count.execute(values),
    ]);
    return {
      manufacturers: await toManufacturers((ids) => usersOf.execute({ ids }), storage, rows),
      total: counted?.total ?? 0,
      page: query.page,
      pageSize: query.pageSize,
    };
  };
};
