import { useProducts } from '@apparel/api-client';
import { optionsHoldingEveryWord, Select } from '@apparel/ui';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';

interface ProductPickerProps {
  value: number | null;
  onChange: (productId: number | null) => void;
}

/** Picks any active product by name or SKU: each keystroke (debounced) searches the server, 20 at a time. */
export function ProductPicker({ value, onChange }: ProductPickerProps) {
  const [search, setSearch] = useState('');
  const [query] = useDebouncedValue(search, 250);
  const products = useProducts({ q: query || undefined, active: true, pageSize: 20 });
  const data = (products.data?.products ?? []).map((p) => ({
    value: String(p.id),
    label: `${p.name} (${p.sku})`,
  }));
  return (
    <Select
      label="Product"
      placeholder="Search products by name or SKU"
      searchable
      clearable
      // The server searches; until its answer to the latest text arrives, the list is narrowed to the
      // options holding every word typed, so ArrowDown and Enter never pick from an earlier answer.
      filter={optionsHoldingEveryWord}
      data={data}
      value={value === null ? null : String(value)}
      searchValue={search}
      onSearchChange={setSearch}
      onChange={(next) => onChange(next ? Number(next) : null)}
      nothingFoundMessage={products.isFetching ? 'Loading...' : 'No products found'}
    />
  );
}
