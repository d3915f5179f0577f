import type { AttributeItem, AttributeItemForm, AttributeType } from '@apparel/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../http';
import { attributeKeys } from './keys';

export interface CreateAttributeItemInput {
  type: AttributeType;
  item: AttributeItemForm;
}

/** POST /attr/{type} {name, description, isActive}. */
export const createAttributeItem = ({ type, item }: CreateAttributeItemInput) =>
  request<AttributeItem>(`/attr/${type}`, { method: 'POST', body: item });

export const useCreateAttributeItem = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAttributeItem,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: attributeKeys.all }),
  });
};
