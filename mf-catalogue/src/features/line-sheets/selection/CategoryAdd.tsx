import { call, errorMessage, useCategories } from '@apparel/api-client';
import { catalogueEndpoints, MAX_PAGE_SIZE } from '@apparel/contracts';
import { Select } from '@apparel/ui';
import { Button, Group, Text } from '@mantine/core';
import { useState } from 'react';
import type { SelectedProduct } from './selected-products';

/** Every product of a category, a page of 100 at a time (a category has a few hundred at most). */
async function productsOfCategory(categoryId: number): Promise<SelectedProduct[]> {
  const found: SelectedProduct[] = [];
  for (let page = 1; ; page += 1) {
    const answer = await call(catalogueEndpoints.listProducts, {
      query: { categoryId, page, pageSize: MAX_PAGE_SIZE, sortBy: 'name', sortOrder: 'asc' },
    });
    found.push(...answer.products.map(({ id, name, sku }) => ({ id, name, sku })));
    if (page * answer.pageSize >= answer.total || answer.products.length === 0) return found;
  }
}

/** Add by category: every product of the chosen category, by name, after those already chosen. */
export function CategoryAdd({ onAdd }: { onAdd: (products: SelectedProduct[]) => void }) {
  const categories = useCategories();
  const [categoryId, setCategoryId] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const add = async () => {
    if (!categoryId) return;
    setBusy(true);
    setProblem(null);
    try {
      onAdd(await productsOfCategory(Number(categoryId)));
    } catch (error) {
      setProblem(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Group align="flex-end" gap="xs">
        <Select
          label="Add a category"
          placeholder="Category"
          data={(categories.data ?? []).map((category) => ({
            value: String(category.id),
            label: category.name,
          }))}
          value={categoryId}
          onChange={setCategoryId}
          searchable
          style={{ flex: 1, minWidth: 180 }}
        />
        <Button variant="default" onClick={() => void add()} loading={busy} disabled={!categoryId}>
          Add its products
        </Button>
      </Group>
      {problem ? (
        <Text size="sm" c="red" role="alert">
          {problem}
        </Text>
      ) : null}
    </>
  );
}
