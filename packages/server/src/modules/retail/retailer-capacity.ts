import { type SubscriptionState, subscriptionState, todayInIndia } from '@apparel/contracts';
import { and, count, eq, sql } from 'drizzle-orm';
import type { Transaction } from '../../db/client';
import { retailerLinks, subscriptions } from '../../db/schema';
import { forbidden } from '../../errors';

export const RETAILER_CAPACITY_MSG = {
  none: 'Your manufacturer account has no subscription, so no retailer can be linked',
  inactive: 'Your subscription is inactive, so no retailer can be linked',
  notStarted: 'Your subscription has not started yet, so no retailer can be linked',
  expired: 'Your subscription has expired, so no retailer can be linked',
  limit: (limit: number) => `Retailer limit reached: your subscription allows ${limit} linked retailers`,
} as const;

const REFUSAL: Record<Exclude<SubscriptionState, 'ACTIVE'>, string> = {
  NONE: RETAILER_CAPACITY_MSG.none,
  OFF: RETAILER_CAPACITY_MSG.inactive,
  NOT_STARTED: RETAILER_CAPACITY_MSG.notStarted,
  ENDED: RETAILER_CAPACITY_MSG.expired,
};

/**
 * Before one more ACCEPTED link: the subscription must be active today (India time, end inclusive) and
 * hold room under its retailer limit. The subscription row stays locked until the transaction ends, so
 * two accepts at the limit run one after the other and the second sees the first.
 */
export const assertRetailerCapacity = async (tx: Transaction, manufacturerId: number, now: Date) => {
  const [subscription] = await tx
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.manufacturerId, manufacturerId))
    .for('update');
  const state = subscriptionState(subscription, todayInIndia(now));
  if (state !== 'ACTIVE') throw forbidden(REFUSAL[state]);
  const limit = subscription?.retailerLimit ?? 0;
  const [accepted] = await tx
    .select({ n: count() })
    .from(retailerLinks)
    .where(and(eq(retailerLinks.manufacturerId, manufacturerId), eq(retailerLinks.status, sql`'ACCEPTED'`)));
  if ((accepted?.n ?? 0) >= limit) throw forbidden(RETAILER_CAPACITY_MSG.limit(limit));
};
