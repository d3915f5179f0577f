import type { ManufacturerPage, manufacturerSearchSchema } from '@apparel/contracts';
import { and, asc, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Queryable } from '../../db/client';
import { manufacturers, subscriptions } from '../../db/schema';
import type { FileStorage } from '../../storage/file-storage';
import { manufacturerWithSubscription, toManufacturers } from './manufacturer-view';

/** The search after the contract's defaults: page from 1, page size capped, a known sort field. */
export type ManufacturerQuery = z.output<typeof manufacturerSearchSchema>;

/** LIKE treats % and _ as wildcards and \ as their escape: a typed name must match literally. */
export const escapeLike = (text: string): string => text.replace(/[\\%_]/g, '\\$&');

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
 */
const whereOf = ({ filter }: ManufacturerQuery): SQL | undefined =>
  and(
    filter.name ? sql`lower(${manufacturers.name}) like lower(${`%${escapeLike(filter.name)}%`})` : undefined,
    filter.state ? sql`lower(${manufacturers.state}) = lower(${filter.state})` : undefined,
  );

/** The two statements of a search (page rows, total count), also used by the benchmark and EXPLAIN. */
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
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    count: db.select({ total: count() }).from(manufacturers).where(where),
  };
};

/** One page of manufacturers, each with its user and subscription, and the total count. */
export const searchManufacturers = async (
  db: Queryable,
  storage: FileStorage,
  query: ManufacturerQuery,
): Promise<ManufacturerPage> => {
  const statements = manufacturerSearchStatements(db, query);
  const [rows, [counted]] = await Promise.all([statements.page, statements.count]);
  return {
    manufacturers: await toManufacturers(db, storage, rows),
    total: counted?.total ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
};
