import { call } from '@apparel/api-client';
import { catalogueEndpoints, MAX_PAGE_SIZE } from '@apparel/contracts';
import { useQuery } from '@tanstack/react-query';
import type { SelectedProduct } from './selected-products';

/**
 * The stored sheet's products with their names, in the sheet's order: the sheet answers ids only, so
 * the catalogue is read a page of 100 at a time until every id is found (or the catalogue ends; a
 * product deleted since is left out, as the server leaves it out).
 */
async function namedSelection(productIds: readonly number[]): Promise<SelectedProduct[]> {
  const wanted = new Set(productIds);
  const named = new Map<number, SelectedProduct>();
  for (let page = 1; named.size < wanted.size; page += 1) {
    const answer = await call(catalogueEndpoints.listProducts, {
      query: { page, pageSize: MAX_PAGE_SIZE, sortBy: 'createdAt', sortOrder: 'asc' },
    });
    for (const { id, name, sku } of answer.products) if (wanted.has(id)) named.set(id, { id, name, sku });
    if (page * answer.pageSize >= answer.total || answer.products.length === 0) break;
  }
  return productIds.flatMap((id) => named.get(id) ?? []);
}

/** The edit form's starting selection (disabled until there is a stored sheet). */
export const useStoredSelection = (sheetId: number, productIds: readonly number[] | undefined) =>
  useQuery({
    queryKey: ['line-sheets', 'selection', sheetId, productIds] as const,
    queryFn: () => namedSelection(productIds ?? []),
    enabled: productIds !== undefined,
    staleTime: 0,
  });
