import type { ManufacturerSearch } from '@apparel/contracts';

/** Query keys of the super admin area: invalidating `all` refreshes every list and detail below it. */
export const manufacturerKeys = {
  all: ['manufacturers'] as const,
  searches: () => [...manufacturerKeys.all, 'search'] as const,
  search: (search: ManufacturerSearch) => [...manufacturerKeys.searches(), search] as const,
  detail: (id: number) => [...manufacturerKeys.all, 'detail', id] as const,
};

export const adminKeys = {
  all: ['admins'] as const,
  list: () => [...adminKeys.all, 'list'] as const,
  detail: (id: number) => [...adminKeys.all, 'detail', id] as const,
};
