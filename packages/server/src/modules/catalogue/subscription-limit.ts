import { subscriptionState, todayInIndia } from '@apparel/contracts';
import { eq } from 'drizzle-orm';
import type { Clock } from '../../clock';
import type { Transaction } from '../../db/client';
import { liveProductCount } from '../../db/product-counts';
import { subscriptions } from '../../db/schema';
import { forbidden } from '../../errors';

/** How many more products fit now, or why none may be added (no, inactive, future or expired subscription). */
export type ProductQuota = {
  room: number;
  /** Why no product may be added now (null while there is room). */
  refusal: string | null;
  /** The message for a product beyond the room. */
  overLimit: string;
};

const refusalOf = (
  subscription: typeof subscriptions.$inferSelect | undefined,
  today: string,
): string | null => {
  switch (subscriptionState(subscription, today)) {
    case 'ACTIVE':
      return null;
    case 'NONE':
      return 'You have no subscription, so products cannot be added';
    case 'OFF':
      return 'Your subscription is inactive, so products cannot be added';
    case 'NOT_STARTED':
      return `Your subscription starts on ${subscription?.startDate}, so products cannot be added yet`;
    case 'ENDED':
      return `Your subscription expired on ${subscription?.endDate}, so products cannot be added`;
  }
};

/**
 * Inside a product-creating transaction: locks the manufacturer's subscription row (FOR UPDATE), so
 * concurrent creates at the limit run one after the other, and answers how many more products the
 * subscription allows now, with the message to give for a product that does not fit.
 */
export const lockProductQuota = async (
  tx: Transaction,
  manufacturerId: number,
  clock: Clock,
): Promise<ProductQuota> => {
  const [subscription] = await tx
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.manufacturerId, manufacturerId))
    .for('update');
  const refusal = refusalOf(subscription, todayInIndia(clock()));
  if (refusal || !subscription) return { room: 0, refusal, overLimit: refusal ?? '' };
  const [used] = await liveProductCount(tx, manufacturerId);
  const room = subscription.productLimit - (used?.total ?? 0);
  const overLimit = productLimitMessage(subscription.productLimit);
  return { room, refusal: room > 0 ? null : overLimit, overLimit };
};

export const productLimitMessage = (limit: number) =>
  `Product limit reached: your subscription allows ${limit} products`;

/** 403 unless one more product fits. */
export const assertRoomForOneProduct = async (
  tx: Transaction,
  manufacturerId: number,
  clock: Clock,
): Promise<void> => {
  const { refusal } = await lockProductQuota(tx, manufacturerId, clock);
  if (refusal) throw forbidden(refusal);
};
