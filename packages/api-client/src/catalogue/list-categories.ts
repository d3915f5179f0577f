import type { Category, CategoryPage, CategorySortField, ListQuery } from '@apparel/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../http';
import { pageQuery } from '../list-page';
import { categoryKeys } from './keys';

/** GET /attr/categories: each category with its sub-categories ({id, name}) and their count. */
export const listCategories = ({ signal }: { signal?: AbortSignal } = {}) =>
  request<Category[]>('/attr/categories', { signal });

export const listCategoriesQueryOptions = () =>
  queryOptions({ queryKey: categoryKeys.list(), queryFn: ({ signal }) => listCategories({ signal }) });

/** Every category (the selects of the product form and the sub-categories page). */
export const useCategories = () => useQuery(listCategoriesQueryOptions());

export type CategoryListQuery = ListQuery<CategorySortField>;

/** GET /attr/categories?page=...: one page of the categories screen, searched and sorted. */
export const listCategoryPage = (query: CategoryListQuery, { signal }: { signal?: AbortSignal } = {}) =>
  request<CategoryPage>('/attr/categories', { query: pageQuery(query), signal });

export const useCategoryPage = (query: CategoryListQuery) =>
  useQuery({
    queryKey: [...categoryKeys.all, 'page', query] as const,
    queryFn: ({ signal }) => listCategoryPage(query, { signal }),
    placeholderData: keepPreviousData,
  });
