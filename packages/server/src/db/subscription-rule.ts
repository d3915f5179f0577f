import { type SQL, sql } from 'drizzle-orm';
import { subscriptions } from './schema';

/**
 * The SQL twin of contracts' subscriptionState(...) === 'ACTIVE': flag on and `today` (India time,
 * YYYY-MM-DD) within the dates, end inclusive. Null (so false) where a left join found no subscription.
 */
export const subscriptionActiveOn = (today: string): SQL =>
  sql`(${subscriptions.isActive} and ${subscriptions.startDate} <= ${today} and ${subscriptions.endDate} >= ${today})`;
