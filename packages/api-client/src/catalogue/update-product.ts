import type { Product, ProductFormInput } from '@apparel/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../http';
import { productKeys } from './keys';
import { type ProductFiles, toProductFormData } from './product-form-data';

export interface UpdateProductInput {
  id: number;
  product: ProductFormInput;
  files?: ProductFiles;
}

/** PUT /products/{id} (multipart, the same payload as create). */
export const updateProduct = ({ id, product, files }: UpdateProductInput) =>
  request<Product>(`/products/${id}`, { method: 'PUT', body: toProductFormData(product, files) });

export const useUpdateProduct = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProduct,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: productKeys.all }),
  });
};
