import type { AttributeItem, AttributeType } from '@apparel/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../http';
import { attributeKeys } from './keys';

/** GET /attr/{type}: every item of one attribute type, active or not (the management page). */
export const listAttributeItems = (type: AttributeType, { signal }: { signal?: AbortSignal } = {}) =>
  request<AttributeItem[]>(`/attr/${type}`, { signal });

export const listAttributeItemsQueryOptions = (type: AttributeType) =>
  queryOptions({
    queryKey: attributeKeys.items(type),
    queryFn: ({ signal }) => listAttributeItems(type, { signal }),
  });

export const useAttributeItems = (type: AttributeType) => useQuery(listAttributeItemsQueryOptions(type));
