import { and, asc, eq, gt, inArray, lt } from 'drizzle-orm';
import type { Clock } from '../../clock';
import type { Database, Queryable } from '../../db/client';
import { loginFailures } from '../../db/schema';
import { tooManyRequests } from '../../errors';

const WINDOW_MS = 15 * 60_000;
const MAX_FAILURES = 10;

/** One spelling per account: emails are compared lower-cased. */
export const identifierKey = (identifier: string) => identifier.trim().toLowerCase();

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;

/** Password logins per identifier: after 10 failures in 15 minutes, further tries answer 429. */
export const createLoginThrottle = (db: Database, clock: Clock) => ({
  async assertMayTry(identifier: string): Promise<void> {
    const now = clock().getTime();
    const failures = await db
      .select({ failedAt: loginFailures.failedAt })
      .from(loginFailures)
      .where(
        and(
          eq(loginFailures.identifier, identifierKey(identifier)),
          gt(loginFailures.failedAt, new Date(now - WINDOW_MS)),
        ),
      )
      .orderBy(asc(loginFailures.failedAt));
    if (failures.length < MAX_FAILURES) return;
    // Trying again becomes possible when enough of the counted failures have left the window.
    const freedAt = (failures[failures.length - MAX_FAILURES]?.failedAt.getTime() ?? now) + WINDOW_MS;
    const minutes = Math.max(1, Math.ceil((freedAt - now) / 60_000));
    throw tooManyRequests(
      `Too many failed login attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    );
  },

  async recordFailure(identifier: string): Promise<void> {
    const key = identifierKey(identifier);
    const now = clock();
    await db.insert(loginFailures).values({ identifier: key, failedAt: now });
    // Failures older than the window count for nobody any more (also those of one-off identifiers).
    await db.delete(loginFailures).where(lt(loginFailures.failedAt, new Date(now.getTime() - WINDOW_MS)));
  },

  /** Forgets the failures of these identifiers (after a successful login or password reset). */
  async clear(tx: Queryable, identifiers: string[]): Promise<void> {
    await tx.delete(loginFailures).where(inArray(loginFailures.identifier, identifiers.map(identifierKey)));
  },
});
