import { useMemo } from 'react';

const KEY = 'apparel-list-search:';

/** Remembers the query string a list was last shown with in this tab (page, filters, sort). */
export function rememberListSearch(listPath: string, search: string) {
  try {
    if (search) sessionStorage.setItem(KEY + listPath, search);
    else sessionStorage.removeItem(KEY + listPath);
  } catch {
    // Storage refused (private mode): returning to the list then starts it afresh.
  }
}

/** The list's URL as the user left it, e.g. "/manufacturers?page=3&state=Gujarat". */
export function listReturnPath(listPath: string): string {
  try {
    return listPath + (sessionStorage.getItem(KEY + listPath) ?? '');
  } catch {
    return listPath;
  }
}

/** For a record page's Back, Cancel, breadcrumb and after-save navigation. */
export const useListReturnPath = (listPath: string) => useMemo(() => listReturnPath(listPath), [listPath]);
