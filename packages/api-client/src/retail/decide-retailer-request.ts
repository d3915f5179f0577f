import type { LinkDecision, RetailerLink } from '@apparel/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../http';
import { retailerKeys } from './keys';

export interface DecideRetailerRequestInput {
  id: number;
  status: LinkDecision['status'];
}

/** PATCH /manufacturer/retailers-req/{id}/status {status: ACCEPTED or REJECTED}. */
export const decideRetailerRequest = ({ id, status }: DecideRetailerRequestInput): Promise<RetailerLink> =>
  request<RetailerLink>(`/manufacturer/retailers-req/${id}/status`, { method: 'PATCH', body: { status } });

export const useDecideRetailerRequest = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideRetailerRequest,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: retailerKeys.all }),
  });
};
