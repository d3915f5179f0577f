import * as z from './zod';

/** GET /admin/dashboard: the platform at a glance for the super admin (counts as of today, India time). */
export const adminDashboardSchema = z.object({
  /** The India calendar date the counts are for (YYYY-MM-DD). */
  today: z.string(),
  manufacturers: z.number().int(),
  /** Manufacturers whose subscription is Active today (flag on, today within its dates). */
  activeSubscriptions: z.number().int(),
  /** Manufacturers without an Active subscription (none, switched off, not started or ended). */
  inactiveSubscriptions: z.number().int(),
  /** Active subscriptions whose end date is within the next 30 days (today included). */
  endingWithin30Days: z.number().int(),
  admins: z.number().int(),
});
export type AdminDashboard = z.infer<typeof adminDashboardSchema>;

/** How far ahead "ending soon" looks. */
export const ENDING_SOON_DAYS = 30;
