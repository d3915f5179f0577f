import type { ProductListQuery, ProductPage } from '@apparel/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../http';
import { productKeys } from './keys';

/** GET /products: one page (`page`, `pageSize` up to 100, `q`, `active`, `sortBy`, `sortOrder`). */
export const listProducts = (query: ProductListQuery = {}, { signal }: { signal?: AbortSignal } = {}) =>
  request<ProductPage>('/products', { query: { ...query }, signal });

export const listProductsQueryOptions = (query: ProductListQuery = {}) =>
  queryOptions({
    queryKey: productKeys.list(query),
    queryFn: ({ signal }) => listProducts(query, { signal }),
  });

/** The products list; the last page stays on screen while the next loads. */
export const useProducts = (query: ProductListQuery = {}) =>
  useQuery({ ...listProductsQueryOptions(query), placeholderData: keepPreviousData });
