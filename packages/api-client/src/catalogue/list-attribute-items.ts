import type { AttributePage, AttributeSortField, AttributeType, ListQuery } from '@apparel/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../http';
import { pageQuery } from '../list-page';
import { attributeKeys } from './keys';

export type AttributeListQuery = ListQuery<AttributeSortField>;

/** GET /attr/{type}?page=...: one page of one attribute type's items, active or not, searched and sorted. */
export const listAttributeItems = (
  type: AttributeType,
  query: AttributeListQuery,
  { signal }: { signal?: AbortSignal } = {},
) => request<AttributePage>(`/attr/${type}`, { query: pageQuery(query), signal });

export const listAttributeItemsQueryOptions = (type: AttributeType, query: AttributeListQuery) =>
  queryOptions({
    queryKey: [...attributeKeys.items(type), query] as const,
    queryFn: ({ signal }) => listAttributeItems(type, query, { signal }),
    placeholderData: keepPreviousData,
  });

export const useAttributeItems = (type: AttributeType, query: AttributeListQuery) =>
  useQuery(listAttributeItemsQueryOptions(type, query));
