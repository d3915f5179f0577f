import type { AttributeItem, AttributeItemForm, AttributeType } from '@apparel/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../http';
import { attributeKeys } from './keys';

export interface UpdateAttributeItemInput {
  type: AttributeType;
  id: number;
  item: AttributeItemForm;
}

/** PUT /attr/{type}/{id} {name, description, isActive}. */
export const updateAttributeItem = ({ type, id, item }: UpdateAttributeItemInput) =>
  request<AttributeItem>(`/attr/${type}/${id}`, { method: 'PUT', body: item });

export const useUpdateAttributeItem = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAttributeItem,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: attributeKeys.all }),
  });
};
