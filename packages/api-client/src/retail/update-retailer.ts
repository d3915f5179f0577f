import type { Retailer, RetailerUpdate } from '@apparel/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../http';
import { retailerKeys } from './keys';

export interface UpdateRetailerInput {
  id: number;
  retailer: RetailerUpdate;
}

/** PUT /manufacturer/retailers/{id}: a blank password is left out, so the current one is kept. */
export const updateRetailer = ({ id, retailer }: UpdateRetailerInput): Promise<Retailer> => {
  const { password, ...user } = retailer.user;
  return request<Retailer>(`/manufacturer/retailers/${id}`, {
    method: 'PUT',
    body: { ...retailer, user: password ? { ...user, password } : user },
  });
};

export const useUpdateRetailer = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateRetailer,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: retailerKeys.all }),
  });
};
