import { useSearchParams } from 'react-router-dom';

/** The list's page and search live in the URL (?page=2&q=kurta), so Back returns to the same page. */
export function useProductListParams() {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '', 10) || 1);
  const q = params.get('q') ?? '';

  const setPage = (next: number) =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      if (next > 1) updated.set('page', String(next));
      else updated.delete('page');
      return updated;
    });

  /** A new search starts again from page 1. */
  const setSearch = (text: string) => {
    const updated = new URLSearchParams();
    if (text.trim()) updated.set('q', text.trim());
    setParams(updated);
  };

  return { page, q, setPage, setSearch };
}
