import type { Retailer, RetailerCreate } from '@apparel/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../http';
import { retailerKeys } from './keys';

/** POST /manufacturer/retailers: retailer fields plus user {name, email, mobile, password}. */
export const createRetailer = (retailer: RetailerCreate): Promise<Retailer> =>
  request<Retailer>('/manufacturer/retailers', { method: 'POST', body: retailer });

export const useCreateRetailer = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createRetailer,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: retailerKeys.all }),
  });
};
