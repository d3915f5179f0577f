import type { AttributeOption, AttributeSingular } from '@apparel/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../http';
import { attributeKeys } from './keys';

/** GET /attr/{color|size|...}: the active items of one type as select options {id, name}. */
export const listAttributeOptions = (
  singular: AttributeSingular,
  { signal }: { signal?: AbortSignal } = {},
) => request<AttributeOption[]>(`/attr/${singular}`, { signal });

export const listAttributeOptionsQueryOptions = (singular: AttributeSingular) =>
  queryOptions({
    queryKey: attributeKeys.options(singular),
    queryFn: ({ signal }) => listAttributeOptions(singular, { signal }),
  });

export const useAttributeOptions = (singular: AttributeSingular) =>
  useQuery(listAttributeOptionsQueryOptions(singular));
