import type { Subcategory } from '@apparel/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../http';
import { categoryKeys } from './keys';

/** GET /attr/categories/{categoryId}/subcategories. */
export const listSubcategories = (categoryId: number, { signal }: { signal?: AbortSignal } = {}) =>
  request<Subcategory[]>(`/attr/categories/${categoryId}/subcategories`, { signal });

export const listSubcategoriesQueryOptions = (categoryId: number) =>
  queryOptions({
    queryKey: categoryKeys.subcategories(categoryId),
    queryFn: ({ signal }) => listSubcategories(categoryId, { signal }),
  });

/** The sub-categories of the chosen category; nothing is fetched until one is chosen. */
export const useSubcategories = (categoryId: number | null | undefined) =>
  useQuery({ ...listSubcategoriesQueryOptions(categoryId ?? 0), enabled: !!categoryId });
