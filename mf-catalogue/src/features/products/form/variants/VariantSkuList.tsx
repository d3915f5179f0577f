import { cellKey, cellLabel, type GridAxes, gridCells } from '@apparel/contracts';
import { Button, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useId } from 'react';
import { type VariantFormState, variantSkuOf } from './variant-form-state';

interface VariantSkuListProps {
  axes: GridAxes;
  productSku: string;
  state: VariantFormState;
  onChange: (state: VariantFormState) => void;
}

/** Each cell's SKU, made from the product's SKU and the names (KURTA-NAVY-M) until typed over. */
export function VariantSkuList({ axes, productSku, state, onChange }: VariantSkuListProps) {
  const [shown, { toggle }] = useDisclosure(false);
  const listId = useId();
  const cells = gridCells(axes);
  return (
    <Stack gap="xs">
      <Button
        variant="subtle"
        size="xs"
        w="fit-content"
        aria-expanded={shown}
        aria-controls={listId}
        onClick={toggle}
      >
        {shown ? 'Hide variant SKUs' : `Show variant SKUs (${cells.length})`}
      </Button>
      {shown ? (
        <SimpleGrid id={listId} cols={{ base: 1, xs: 2, md: 4 }} spacing="xs">
          {cells.map((cell) => {
            const key = cellKey(cell);
            return (
              <TextInput
                key={key}
                size="xs"
                label={`${cellLabel(axes, cell)} SKU`}
                value={variantSkuOf(state, productSku, axes, cell)}
                onChange={(event) =>
                  onChange({ ...state, skus: { ...state.skus, [key]: event.currentTarget.value } })
                }
              />
            );
          })}
        </SimpleGrid>
      ) : null}
    </Stack>
  );
}
