import { type AdminDashboard, ENDING_SOON_DAYS, todayInIndia } from '@apparel/contracts';
import { count, eq, sql } from 'drizzle-orm';
import type { Clock } from '../../clock';
import type { Database } from '../../db/client';
import { manufacturers, subscriptions, users } from '../../db/schema';
import { subscriptionActiveOn } from '../../db/subscription-rule';

/** A YYYY-MM-DD calendar date `days` later. */
const addDays = (date: string, days: number): string => {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
};

/** The counts in two queries (manufacturers with their subscriptions; admins). */
const readAdminDashboard = async (db: Database, now: Date): Promise<AdminDashboard> => {
  const today = todayInIndia(now);
  const horizon = addDays(today, ENDING_SOON_DAYS);
  const active = subscriptionActiveOn(today);
  const [[platform], [admins]] = await Promise.all([
    db
      .select({
        manufacturers: count(),
        active: sql<number>`count(*) filter (where ${active})`.mapWith(Number),
        ending:
          sql<number>`count(*) filter (where ${active} and ${subscriptions.endDate} <= ${horizon})`.mapWith(
            Number,
          ),
      })
      .from(manufacturers)
      .leftJoin(subscriptions, eq(subscriptions.manufacturerId, manufacturers.id)),
    db.select({ n: count() }).from(users).where(eq(users.role, 'SUPER_ADMIN')),
  ]);
  const total = platform?.manufacturers ?? 0;
  const activeCount = platform?.active ?? 0;
  return {
    today,
    manufacturers: total,
    activeSubscriptions: activeCount,
    inactiveSubscriptions: total - activeCount,
    endingWithin30Days: platform?.ending ?? 0,
    admins: admins?.n ?? 0,
  };
};

export type AdminDashboardService = ReturnType<typeof createAdminDashboardService>;

/** The super admin's dashboard: today by the injected clock. */
export const createAdminDashboardService = ({ db, clock }: { db: Database; clock: Clock }) => ({
  read: () => readAdminDashboard(db, clock()),
});
