import { useSearchParams } from 'react-router-dom';

export interface ManufacturerFilterValues {
  name: string;
  state: string;
}

/** The list's page and filters live in the URL (?page=2&name=..&state=..), so Back returns to the same page. */
export function useManufacturerListParams() {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '', 10) || 1);
  const filters: ManufacturerFilterValues = {
    name: params.get('name') ?? '',
    state: params.get('state') ?? '',
  };

  const setPage = (next: number) =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      if (next > 1) updated.set('page', String(next));
      else updated.delete('page');
      return updated;
    });

  /** New filters start again from page 1. */
  const setFilters = ({ name, state }: ManufacturerFilterValues) => {
    const updated = new URLSearchParams();
    if (name.trim()) updated.set('name', name.trim());
    if (state.trim()) updated.set('state', state.trim());
    setParams(updated);
  };

  return { page, filters, setPage, setFilters };
}
