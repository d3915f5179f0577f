import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../http';
import { productKeys } from './keys';

/** DELETE /products/{id}: the product leaves lists and reads (orders keep its name and price). */
export const deleteProduct = (id: number) => request<void>(`/products/${id}`, { method: 'DELETE' });

export const useDeleteProduct = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteProduct,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: productKeys.all }),
  });
};
