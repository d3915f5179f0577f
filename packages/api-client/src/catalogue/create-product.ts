import type { Product, ProductFormInput } from '@apparel/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../http';
import { productKeys } from './keys';
import { type ProductFiles, toProductFormData } from './product-form-data';

export interface CreateProductInput {
  product: ProductFormInput;
  files?: ProductFiles;
}

/** POST /products (multipart): 409 for a SKU in use, 403 beyond the subscription's product limit. */
export const createProduct = ({ product, files }: CreateProductInput) =>
  request<Product>('/products', { method: 'POST', body: toProductFormData(product, files) });

export const useCreateProduct = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createProduct,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: productKeys.all }),
  });
};
