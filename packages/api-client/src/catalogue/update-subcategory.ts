import type { Subcategory, SubcategoryForm } from '@apparel/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../http';
import { categoryKeys } from './keys';

export interface UpdateSubcategoryInput {
  id: number;
  subcategory: SubcategoryForm;
}

/** PUT /attr/categories/subcategory/{id} {categoryId, name, description}. */
export const updateSubcategory = ({ id, subcategory }: UpdateSubcategoryInput) =>
  request<Subcategory>(`/attr/categories/subcategory/${id}`, { method: 'PUT', body: subcategory });

export const useUpdateSubcategory = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSubcategory,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: categoryKeys.all }),
  });
};
