import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../http';
import { categoryKeys } from './keys';

/** DELETE /attr/categories/subcategory/{id}: 409 (with `error`) when products use it. */
export const deleteSubcategory = (id: number) =>
  request<void>(`/attr/categories/subcategory/${id}`, { method: 'DELETE' });

export const useDeleteSubcategory = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSubcategory,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: categoryKeys.all }),
  });
};
