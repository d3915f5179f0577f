import { useEffect } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { rememberListSearch } from './list-return';

export type SortOrder = 'asc' | 'desc';
export interface ListSort {
  by: string;
  order: SortOrder;
}

export interface ListParamsOptions<F extends string> {
  /** The filters the list has, each kept in the URL under its own name. */
  filters: readonly F[];
  /** The sort the API applies when the URL names none. */
  defaultSort: ListSort;
}

/**
 * A list's page, filters and sort, kept in the URL (?page=2&state=Gujarat&sort=name&order=asc), so
 * a reload, a shared link or Back brings the same view; the URL is also remembered for the record
 * pages' Back and Cancel (list-return.ts).
 */
export function useListParams<F extends string>({ filters: names, defaultSort }: ListParamsOptions<F>) {
  const [params, setParams] = useSearchParams();
  const { pathname, search } = useLocation();
  useEffect(() => rememberListSearch(pathname, search), [pathname, search]);

  const page = Math.max(1, Number.parseInt(params.get('page') ?? '', 10) || 1);
  const filters = Object.fromEntries(names.map((name) => [name, params.get(name) ?? ''])) as Record<
    F,
    string
  >;
  const order = params.get('order');
  const sort: ListSort = {
    by: params.get('sort') ?? defaultSort.by,
    order: order === 'asc' || order === 'desc' ? order : defaultSort.order,
  };

  const update = (change: (next: URLSearchParams) => void) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      change(next);
      return next;
    });

  const setPage = (value: number) =>
    update((next) => (value > 1 ? next.set('page', String(value)) : next.delete('page')));

  /** New filters start again from page 1; blank ones leave the URL. */
  const setFilters = (values: Record<F, string>) =>
    update((next) => {
      next.delete('page');
      for (const name of names) {
        const value = values[name]?.trim();
        if (value) next.set(name, value);
        else next.delete(name);
      }
    });

  /** A column's header: sorts by it ascending, or flips the order when it already sorts. */
  const toggleSort = (by: string) =>
    update((next) => {
      const order: SortOrder = sort.by === by && sort.order === 'asc' ? 'desc' : 'asc';
      next.delete('page');
      next.set('sort', by);
      next.set('order', order);
    });

  return { page, filters, sort, setPage, setFilters, toggleSort };
}
