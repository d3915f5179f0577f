import { inArray, lt, sql } from 'drizzle-orm';
import type { Clock } from '../../clock';
import type { Database, Queryable } from '../../db/client';
import { throttleBuckets } from '../../db/schema';

/** A bucket's rule: at most `limit` counted tries per window of `windowMs`. */
export type ThrottleRule = { limit: number; windowMs: number };

export type Take = { allowed: boolean; retryAfterMs: number };

const DAY_MS = 86_400_000;
/** Tries go on being counted past the limit, up to this (an integer column must not overflow). */
const COUNT_CAP = 1_000_000;

export type Throttle = ReturnType<typeof createThrottle>;

/**
 * Counters kept in the database (so every server instance agrees). `take` counts a try and answers
 * whether it is within the limit in ONE atomic upsert, before the work it guards runs: N parallel
 * tries get N distinct counts, so at most `limit` of them are allowed.
 */
export const createThrottle = (db: Database, clock: Clock) => ({
  async take(key: string, { limit, windowMs }: ThrottleRule): Promise<Take> {
    const now = clock();
    const expired = new Date(now.getTime() - windowMs).toISOString();
    const nowText = now.toISOString();
    const [bucket] = await db
      .insert(throttleBuckets)
      .values({ key, windowStartedAt: now, attempts: 1 })
      .onConflictDoUpdate({
        target: throttleBuckets.key,
        set: {
          attempts: sql`case when ${throttleBuckets.windowStartedAt} <= ${expired}::timestamptz then 1
            else least(${throttleBuckets.attempts} + 1, ${COUNT_CAP}) end`,
          windowStartedAt: sql`case when ${throttleBuckets.windowStartedAt} <= ${expired}::timestamptz
            then ${nowText}::timestamptz else ${throttleBuckets.windowStartedAt} end`,
        },
      })
      .returning();
    if (!bucket) throw new Error(`Throttle bucket ${key} was not counted`);
    if (bucket.attempts === 1) {
      // A new window began: buckets untouched for a day count for nobody any more.
      await db
        .delete(throttleBuckets)
        .where(lt(throttleBuckets.windowStartedAt, new Date(now.getTime() - DAY_MS)));
    }
    return {
      allowed: bucket.attempts <= limit,
      retryAfterMs: Math.max(0, bucket.windowStartedAt.getTime() + windowMs - now.getTime()),
    };
  },

  /** Gives a counted try back (it turned out not to be one the limit is about). */
  async refund(key: string): Promise<void> {
    await db
      .update(throttleBuckets)
      .set({ attempts: sql`greatest(${throttleBuckets.attempts} - 1, 0)` })
      .where(sql`${throttleBuckets.key} = ${key}`);
  },

  /** Forgets these buckets (after a successful login or password reset). */
  async reset(tx: Queryable, keys: string[]): Promise<void> {
    await tx.delete(throttleBuckets).where(inArray(throttleBuckets.key, keys));
  },
});
