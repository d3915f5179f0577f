/**
 * The subscription rule without the admin schemas (admin.ts builds those): the manufacturers list shows
 * each subscription's state on its first screen, so this file must not bring zod
 * (packages/mf-config/test/zod-free-contracts.test.ts).
 */

/** What the rule reads of a subscription (admin.ts's `Subscription`). */
export interface SubscriptionDates {
  isActive: boolean;
  /** YYYY-MM-DD, India days. */
  startDate: string;
  endDate: string;
}

/** Today's calendar date in India time, as YYYY-MM-DD. */
export const todayInIndia = (now: Date = new Date()): string =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(now);

/** Where a subscription stands on a day: Active, or why not (none, switched off, not started, ended). */
export type SubscriptionState = 'ACTIVE' | 'NONE' | 'OFF' | 'NOT_STARTED' | 'ENDED';

/**
 * The one subscription rule: Active when its flag is on and today (India time) is within its dates,
 * end inclusive. Its SQL twin is the server's subscriptionActiveOn (packages/server/src/db/subscription-rule.ts).
 */
export const subscriptionState = (
  s: SubscriptionDates | null | undefined,
  today: string = todayInIndia(),
): SubscriptionState => {
  if (!s) return 'NONE';
  if (!s.isActive) return 'OFF';
  if (today < s.startDate) return 'NOT_STARTED';
  if (today > s.endDate) return 'ENDED';
  return 'ACTIVE';
};

export const isSubscriptionActive = (
  s: SubscriptionDates | null | undefined,
  today: string = todayInIndia(),
): boolean => subscriptionState(s, today) === 'ACTIVE';

/** The manufacturers list's sort columns (POST /admin/manufacturers/search `sortBy`). */
export const MANUFACTURER_SORT_FIELDS = ['createdAt', 'name', 'state', 'city'] as const;
