import { useProducts } from '@apparel/api-client';
import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import type { SelectedProduct } from './selected-products';

/** How many matches the search shows at once. */
const MATCHES = 8;

interface ProductSearchAddProps {
  selectedIds: ReadonlySet<number>;
  onAdd: (products: SelectedProduct[]) => void;
}

/** Add by search: the products whose name or SKU matches, each with its own Add button. */
export function ProductSearchAdd({ selectedIds, onAdd }: ProductSearchAddProps) {
  const [q, setQ] = useState('');
  const [applied] = useDebouncedValue(q.trim(), 300);
  const matches = useProducts({ q: applied || undefined, pageSize: MATCHES });
  const products = matches.data?.products ?? [];
  return (
    <Stack gap="xs">
      <TextInput
        label="Find products"
        description="Name or SKU"
        value={q}
        onChange={(event) => setQ(event.currentTarget.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') event.preventDefault();
        }}
      />
      {matches.isError ? (
        <Text size="sm" c="red" role="alert">
          Products could not be loaded.
        </Text>
      ) : null}
      {matches.data && products.length === 0 ? (
        <Text size="sm" c="dimmed">
          No products found.
        </Text>
      ) : null}
      <Stack component="ul" gap={4} p={0} m={0} style={{ listStyle: 'none' }} aria-label="Matching products">
        {products.map((product) => {
          const added = selectedIds.has(product.id);
          return (
            <Group component="li" key={product.id} justify="space-between" wrap="nowrap" gap="xs">
              <Text size="sm" style={{ minWidth: 0 }}>
                {product.name}{' '}
                <Text span size="sm" c="dimmed">
                  {product.sku}
                </Text>
              </Text>
              <Button
                size="xs"
                variant="default"
                disabled={added}
                aria-label={added ? `${product.name} added` : `Add ${product.name}`}
                onClick={() => onAdd([{ id: product.id, name: product.name, sku: product.sku }])}
              >
                {added ? 'Added' : 'Add'}
              </Button>
            </Group>
          );
        })}
      </Stack>
    </Stack>
  );
}
