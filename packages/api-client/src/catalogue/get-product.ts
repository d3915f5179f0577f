import type { Product } from '@apparel/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../http';
import { productKeys } from './keys';

/** GET /products/{id}: the product with its link lists (productColors and the other six), its stock grid (`variants`), `packs` and `orderMultiple`. */
export const getProduct = (id: number, { signal }: { signal?: AbortSignal } = {}) =>
  request<Product>(`/products/${id}`, { signal });

export const getProductQueryOptions = (id: number) =>
  queryOptions({ queryKey: productKeys.detail(id), queryFn: ({ signal }) => getProduct(id, { signal }) });

export const useProduct = (id: number, { enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({ ...getProductQueryOptions(id), enabled });
