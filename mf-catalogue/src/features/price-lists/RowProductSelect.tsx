import { useProducts } from '@apparel/api-client';
import type { Product } from '@apparel/contracts';
import { Select } from '@apparel/ui';
import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useState } from 'react';

interface RowProductSelectProps {
  /** "Row 3 product". */
  label: string;
  value: number | null;
  /** The row's product as loaded (its name and SKU), if it is. */
  product?: Product;
  onChange: (productId: number | null) => void;
}

const optionOf = (product: Pick<Product, 'id' | 'name' | 'sku'>) => ({
  value: String(product.id),
  label: `${product.name} (${product.sku})`,
});

/**
 * A row's product, searched by name or SKU on the server once the select has focus: a page of fifty
 * rows searches nothing until one is picked up.
 */
export function RowProductSelect({ label, value, product, onChange }: RowProductSelectProps) {
  const [active, setActive] = useState(false);
  const [focused, setFocused] = useState(false);
  const current =
    value === null ? [] : [product ? optionOf(product) : { value: String(value), label: `#${value}` }];
  const chosenLabel = current[0]?.label ?? '';
  const [search, setSearch] = useState(chosenLabel);
  // The row's product loads after the row: its name replaces "#5" in the box unless the user is typing.
  useEffect(() => {
    if (!focused) setSearch(chosenLabel);
  }, [chosenLabel, focused]);
  // The chosen product's name in the box is not a search: it lists the first products.
  const [query] = useDebouncedValue(search === current[0]?.label ? '' : search, 250);
  const found = useProducts({ q: query || undefined, pageSize: 20 }, { enabled: active });
  const options = (found.data?.products ?? []).map(optionOf);
  const data = [...current, ...options.filter((o) => o.value !== String(value))];
  return (
    <Select
      aria-label={label}
      placeholder="Search products"
      size="xs"
      miw={200}
      searchable
      // The server filters; the select shows what it answered.
      filter={({ options: shown }) => shown}
      data={data}
      value={value === null ? null : String(value)}
      searchValue={search}
      onSearchChange={setSearch}
      onFocus={() => {
        setActive(true);
        setFocused(true);
      }}
      onBlur={() => setFocused(false)}
      onChange={(next) => onChange(next ? Number(next) : null)}
      nothingFoundMessage={found.isFetching ? 'Loading...' : 'No products found'}
    />
  );
}
