import type { AttributeSingular, AttributeType, ProductListQuery } from '@apparel/contracts';

/** Query keys of the catalogue: invalidating an `all` key refreshes every list and detail below it. */
export const attributeKeys = {
  all: ['attributes'] as const,
  items: (type: AttributeType) => [...attributeKeys.all, 'items', type] as const,
  options: (singular: AttributeSingular) => [...attributeKeys.all, 'options', singular] as const,
};

export const categoryKeys = {
  all: ['categories'] as const,
  list: () => [...categoryKeys.all, 'list'] as const,
  subcategories: (categoryId: number) => [...categoryKeys.all, 'subcategories', categoryId] as const,
};

export const productKeys = {
  all: ['products'] as const,
  lists: () => [...productKeys.all, 'list'] as const,
  list: (query: ProductListQuery) => [...productKeys.lists(), query] as const,
  detail: (id: number) => [...productKeys.all, 'detail', id] as const,
  /** Under `all`, so an import's end (which invalidates `all`) refreshes the last imports too. */
  imports: () => [...productKeys.all, 'imports'] as const,
};
