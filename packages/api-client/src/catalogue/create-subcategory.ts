import type { Subcategory, SubcategoryForm } from '@apparel/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../http';
import { categoryKeys } from './keys';

/** POST /attr/categories/subcategory {categoryId, name, description}. */
export const createSubcategory = (subcategory: SubcategoryForm) =>
  request<Subcategory>('/attr/categories/subcategory', { method: 'POST', body: subcategory });

export const useCreateSubcategory = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSubcategory,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: categoryKeys.all }),
  });
};
