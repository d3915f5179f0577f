import type { AttributeType } from '@apparel/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../http';
import { attributeKeys } from './keys';

export interface DeleteAttributeItemInput {
  type: AttributeType;
  id: number;
}

/** DELETE /attr/{type}/{id}: 409 with a message when products use the item. */
export const deleteAttributeItem = ({ type, id }: DeleteAttributeItemInput) =>
  request<void>(`/attr/${type}/${id}`, { method: 'DELETE' });

export const useDeleteAttributeItem = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAttributeItem,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: attributeKeys.all }),
  });
};
