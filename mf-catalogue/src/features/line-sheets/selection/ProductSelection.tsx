import { Fieldset, SimpleGrid, Stack, Text } from '@mantine/core';
import { CategoryAdd } from './CategoryAdd';
import { ProductSearchAdd } from './ProductSearchAdd';
import { SelectedProductList } from './SelectedProductList';
import { addProducts, type SelectedProduct } from './selected-products';

interface ProductSelectionProps {
  products: SelectedProduct[];
  onChange: (products: SelectedProduct[]) => void;
  error?: string;
}

/** The sheet's ordered selection (product.md §17): add by search or by category, then order it. */
export function ProductSelection({ products, onChange, error }: ProductSelectionProps) {
  const selectedIds = new Set(products.map((product) => product.id));
  const add = (added: SelectedProduct[]) => onChange(addProducts(products, added));
  return (
    <Fieldset legend={`Products (${products.length})`}>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Stack gap="md">
          <ProductSearchAdd selectedIds={selectedIds} onAdd={add} />
          <CategoryAdd onAdd={add} />
        </Stack>
        <Stack gap="xs">
          <Text size="sm" fw={500}>
            In the order buyers see them
          </Text>
          <SelectedProductList products={products} onChange={onChange} />
          {error ? (
            <Text size="sm" c="red" role="alert">
              {error}
            </Text>
          ) : null}
        </Stack>
      </SimpleGrid>
    </Fieldset>
  );
}
