import type { Subscription, subscriptionFormSchema } from '@apparel/contracts';
import type { DefaultValues } from 'react-hook-form';
import type { z } from 'zod';

export type SubscriptionFormValues = z.input<typeof subscriptionFormSchema>;

/** The current subscription, or a blank active one; dates stay 'YYYY-MM-DD' strings, as @mantine/dates 9 uses them. */
export const toSubscriptionFormValues = (
  subscription: Subscription | null,
): DefaultValues<SubscriptionFormValues> =>
  subscription
    ? { ...subscription }
    : { startDate: '', endDate: '', productLimit: undefined, retailerLimit: undefined, isActive: true };
