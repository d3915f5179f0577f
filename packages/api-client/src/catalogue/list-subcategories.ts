import type { ListQuery, Subcategory, SubcategoryPage, SubcategorySortField } from '@apparel/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../http';
import { pageQuery } from '../list-page';
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

export type SubcategoryListQuery = ListQuery<SubcategorySortField>;

/** GET /attr/categories/{categoryId}/subcategories?page=...: one page, searched and sorted. */
export const listSubcategoryPage = (
  categoryId: number,
  query: SubcategoryListQuery,
  { signal }: { signal?: AbortSignal } = {},
) =>
  request<SubcategoryPage>(`/attr/categories/${categoryId}/subcategories`, {
    query: pageQuery(query),
    signal,
  });

/** The sub-categories screen's page of the chosen category; nothing is fetched until one is chosen. */
export const useSubcategoryPage = (categoryId: number | null | undefined, query: SubcategoryListQuery) =>
  useQuery({
    queryKey: [...categoryKeys.subcategories(categoryId ?? 0), 'page', query] as const,
    queryFn: ({ signal }) => listSubcategoryPage(categoryId ?? 0, query, { signal }),
    placeholderData: keepPreviousData,
    enabled: !!categoryId,
  });
