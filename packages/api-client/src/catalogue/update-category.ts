import type { Category, CategoryForm } from '@apparel/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../http';
import { categoryKeys } from './keys';

export interface UpdateCategoryInput {
  id: number;
  category: CategoryForm;
}

/** PUT /attr/categories/{id} {name, description}. */
export const updateCategory = ({ id, category }: UpdateCategoryInput) =>
  request<Category>(`/attr/categories/${id}`, { method: 'PUT', body: category });

export const useUpdateCategory = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCategory,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: categoryKeys.all }),
  });
};
