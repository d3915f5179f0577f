import type { Category } from '@apparel/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../http';
import { categoryKeys } from './keys';

/** GET /attr/categories: each category with its sub-categories ({id, name}) and their count. */
export const listCategories = ({ signal }: { signal?: AbortSignal } = {}) =>
  request<Category[]>('/attr/categories', { signal });

export const listCategoriesQueryOptions = () =>
  queryOptions({ queryKey: categoryKeys.list(), queryFn: ({ signal }) => listCategories({ signal }) });

export const useCategories = () => useQuery(listCategoriesQueryOptions());
