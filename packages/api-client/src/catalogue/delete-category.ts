import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../http';
import { categoryKeys } from './keys';

/** DELETE /attr/categories/{id}: 409 (with `error`) when products use it. */
export const deleteCategory = (id: number) => request<void>(`/attr/categories/${id}`, { method: 'DELETE' });

export const useDeleteCategory = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCategory,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: categoryKeys.all }),
  });
};
