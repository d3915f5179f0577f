import { useEffect } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { rememberListSearch } from './list-return';

export type SortOrder = 'asc' | 'desc';
export interface ListSort<S extends string = string> {
  by: S;
  order: SortOrder;
}

export interface ListParamsOptions<F extends string, S extends string> {
  /** The filters the list has (its search `q` among them), each kept in the URL under its own name. */
  filters: readonly F[];
  /** The sort the API applies when the URL names none. */
  defaultSort: ListSort<NoInfer<S>>;
  /** The columns the API sorts by: a URL naming another (an old link) falls back to `defaultSort`. */
  sortFields?: readonly S[];
}

/**
 * The one list state of every list screen: page, search and filters, and sort, kept in the URL
 * (?page=2&q=kurta&status=Active&sort=name&order=asc), so a reload, a shared link or Back brings the
 * same view; the URL is also remembered for the record pages' Back and Cancel (list-return.ts).
 */
export function useListParams<F extends string, S extends string = string>({
  filters: names,
  defaultSort,
  sortFields,
}: ListParamsOptions<F, S>) {
  const [params, setParams] = useSearchParams();
  const { pathname, search } = useLocation();
  useEffect(() => rememberListSearch(pathname, search), [pathname, search]);

  const page = Math.max(1, Number.parseInt(params.get('page') ?? '', 10) || 1);
  const filters = Object.fromEntries(names.map((name) => [name, params.get(name) ?? ''])) as Record<
    F,
    string
  >;
  const by = params.get('sort');
  const order = params.get('order');
  const known = (value: string | null): value is S =>
    !!value && (!sortFields || (sortFields as readonly string[]).includes(value));
  const sort: ListSort<S> = known(by)
    ? { by, order: order === 'asc' || order === 'desc' ? order : defaultSort.order }
    : defaultSort;

  const update = (change: (next: URLSearchParams) => void, replace = false) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        change(next);
        return next;
      },
      { replace },
    );

  const setPage = (value: number) =>
    update((next) => (value > 1 ? next.set('page', String(value)) : next.delete('page')));

  /**
   * New filters start again from page 1; blank ones leave the URL; names not given stay as they are.
   * `replace` (a search applied as it is typed) keeps Back from stepping through every keystroke.
   */
  const setFilters = (values: Partial<Record<F, string>>, { replace = false } = {}) =>
    update((next) => {
      next.delete('page');
      for (const name of names) {
        if (!(name in values)) continue;
        const value = values[name]?.trim();
        if (value) next.set(name, value);
        else next.delete(name);
      }
    }, replace);

  /** A column's header: sorts by it ascending, or flips the order when it already sorts. */
  const toggleSort = (column: string) =>
    update((next) => {
      const flipped: SortOrder = sort.by === column && sort.order === 'asc' ? 'desc' : 'asc';
      next.delete('page');
      next.set('sort', column);
      next.set('order', flipped);
    });

  /** The sort as the API's query names it. */
  const apiSort = { sortBy: sort.by, sortOrder: sort.order };

  return { page, filters, sort, apiSort, setPage, setFilters, toggleSort };
}
