import { useListParams } from '@apparel/ui';
import type { CrudListState } from './CrudPage';

/**
 * The list state of a CRUD page (page, search, sort: name A-Z unless the URL says), kept in the URL;
 * `extra` names more filters the page keeps there (the sub-categories page's category).
 */
export function useCrudList<Sort extends string, Extra extends string = never>(
  sortFields: readonly Sort[],
  extra: readonly Extra[] = [],
) {
  const params = useListParams<'q' | Extra, Sort>({
    filters: ['q', ...extra],
    defaultSort: { by: 'name' as Sort, order: 'asc' },
    sortFields,
  });
  const state: CrudListState = {
    page: params.page,
    q: params.filters.q,
    sort: params.sort,
    setPage: params.setPage,
    setSearch: (q) => params.setFilters({ q } as Partial<Record<'q' | Extra, string>>),
    toggleSort: params.toggleSort,
  };
  /** The API query of the page the URL names. */
  const query = { page: params.page, q: params.filters.q || undefined, ...params.apiSort };
  return { state, query, filters: params.filters, setFilters: params.setFilters };
}
