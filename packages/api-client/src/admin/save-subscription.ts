import type { Subscription, SubscriptionForm } from '@apparel/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../http';
import { manufacturerKeys } from './keys';

export interface SaveSubscriptionInput {
  manufacturerId: number;
  subscription: SubscriptionForm;
}

/** POST /admin/manufacturer/{id}/subscription (singular "manufacturer", as product.md §7 gives it). */
export const saveSubscription = ({
  manufacturerId,
  subscription,
}: SaveSubscriptionInput): Promise<Subscription> =>
  request<Subscription>(`/admin/manufacturer/${manufacturerId}/subscription`, {
    method: 'POST',
    body: subscription,
  });

/** The list shows each subscription's state, so every manufacturer query is refreshed. */
export const useSaveSubscription = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSubscription,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: manufacturerKeys.all }),
  });
};
