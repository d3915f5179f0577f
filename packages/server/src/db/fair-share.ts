import { PGlite } from '@electric-sql/pglite';
import type { Queryable } from './client';

/** True on the embedded database: one connection, so every query waits for the one before it. */
export const isEmbedded = (db: Queryable): boolean =>
  (db as unknown as { $client?: unknown }).$client instanceof PGlite;

/**
 * Between two slices of heavy work (an import's staging, a sweep): lets the queries of other requests
 * run first. On PGlite, whose queries queue one after the other, it also pauses as long as the slice
 * took, so other requests keep at least half of the database's time; PostgreSQL has a pool for that.
 */
export const yieldToOtherRequests = async (db: Queryable, sliceMs: number): Promise<void> => {
  const pauseMs = isEmbedded(db) ? Math.min(Math.max(sliceMs, 1), 250) : 0;
  await new Promise<void>((resolve) => setTimeout(resolve, pauseMs));
};

/** Runs `slice` and then yields as long as it took on the embedded database. */
export const inFairSlice = async <T>(db: Queryable, slice: () => Promise<T>): Promise<T> => {
  const started = performance.now();
  const result = await slice();
  await yieldToOtherRequests(db, performance.now() - started);
  return result;
};
