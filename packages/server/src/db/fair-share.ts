import { PGlite } from '@electric-sql/pglite';
import type { FastifyInstance } from 'fastify';
import type { Queryable } from './client';

/** True on the embedded database: one connection, so every query waits for the one before it. */
export const isEmbedded = (db: Queryable): boolean =>
  (db as unknown as { $client?: unknown }).$client instanceof PGlite;

/** Requests this process is answering now (the heavy work's own request included). */
let requestsInFlight = 0;

/** Counts the requests in flight, so heavy work knows whether anyone is waiting for the database. */
export const countRequestsInFlight = (app: FastifyInstance) => {
  // Callback hooks: every request runs them, and an async hook costs a promise and a turn of the queue.
  app.addHook('onRequest', (_request, _reply, done) => {
    requestsInFlight += 1;
    done();
  });
  app.addHook('onResponse', (_request, _reply, done) => {
    requestsInFlight -= 1;
    done();
  });
};

/**
 * Between two slices of heavy work (an import's staging, a sweep): lets the queries of other requests
 * run first. On PGlite, whose queries queue one after the other, it also pauses as long as the slice
 * took while other requests are in flight, so they keep at least half of the database's time (alone,
 * the work runs at full speed); PostgreSQL has a pool for that.
 */
export const yieldToOtherRequests = async (db: Queryable, sliceMs: number): Promise<void> => {
  const othersWaiting = requestsInFlight > 1 && isEmbedded(db);
  const pauseMs = othersWaiting ? Math.min(Math.max(sliceMs, 1), 250) : 0;
  await new Promise<void>((resolve) => setTimeout(resolve, pauseMs));
};

/** Runs `slice` and then yields to other requests (see `yieldToOtherRequests`). */
export const inFairSlice = async <T>(db: Queryable, slice: () => Promise<T>): Promise<T> => {
  const started = performance.now();
  const result = await slice();
  await yieldToOtherRequests(db, performance.now() - started);
  return result;
};
