import type { Subscription, SubscriptionForm } from '@apparel/contracts';
import type { Database } from '../../db/client';
import { subscriptions } from '../../db/schema';

export type SubscriptionService = ReturnType<typeof createSubscriptionService>;

/**
 * One subscription per manufacturer, created or replaced whole. Its dates are India calendar dates
 * with the end date inclusive; whether it is active today is read, never enforced on login.
 */
export const createSubscriptionService = (db: Database) => ({
  async save(manufacturerId: number, form: SubscriptionForm): Promise<Subscription> {
    const values = {
      startDate: form.startDate,
      endDate: form.endDate,
      productLimit: form.productLimit,
      retailerLimit: form.retailerLimit,
      isActive: form.isActive,
    };
    const [saved] = await db
      .insert(subscriptions)
      .values({ manufacturerId, ...values })
      .onConflictDoUpdate({ target: subscriptions.manufacturerId, set: values })
      .returning({
        startDate: subscriptions.startDate,
        endDate: subscriptions.endDate,
        productLimit: subscriptions.productLimit,
        retailerLimit: subscriptions.retailerLimit,
        isActive: subscriptions.isActive,
      });
    if (!saved) throw new Error('The subscription was not saved');
    return saved;
  },
});
