import type { Subscription, SubscriptionForm } from '@apparel/contracts';
import type { Database } from '../../db/client';
import { subscriptions } from '../../db/schema';
import { badRequest } from '../../errors';

/** YYYY-MM-DD that names a real day (the contract checks only the shape; 2025-02-30 is not a date). */
export const isCalendarDate = (value: string): boolean => {
  const [year, month, day] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
};

export type SubscriptionService = ReturnType<typeof createSubscriptionService>;

/**
 * One subscription per manufacturer, created or replaced whole. Its dates are India calendar dates
 * with the end date inclusive; whether it is active today is read, never enforced on login.
 */
export const createSubscriptionService = (db: Database) => ({
  async save(manufacturerId: number, form: SubscriptionForm): Promise<Subscription> {
    for (const [field, value] of [
      ['Start date', form.startDate],
      ['End date', form.endDate],
    ] as const) {
      if (!isCalendarDate(value)) throw badRequest(`${field} is not a valid date`);
    }
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
