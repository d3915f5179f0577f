import type { Category, CategoryForm } from '@apparel/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../http';
import { categoryKeys } from './keys';

/** POST /attr/categories {name, description}. */
export const createCategory = (category: CategoryForm) =>
  request<Category>('/attr/categories', { method: 'POST', body: category });

export const useCreateCategory = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCategory,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: categoryKeys.all }),
  });
};
