import type { GridAxes } from '@apparel/contracts';
import { Divider, Fieldset, Stack, Text } from '@mantine/core';
import { useWatch } from 'react-hook-form';
import type { ProductFormValues } from '../product-form-values';
import { CellPriceGrid } from './CellPriceGrid';
import { PackEditor } from './PackEditor';
import { StockGrid } from './StockGrid';
import { VariantSkuList } from './VariantSkuList';
import type { VariantFormState } from './variant-form-state';

interface VariantsFieldsetProps {
  axes: GridAxes;
  state: VariantFormState;
  onChange: (state: VariantFormState) => void;
  /** Why the grid or packs were refused on save (naming the cell or pack). */
  error?: string;
}

/** Shown once sizes or colours are chosen: the stock grid, each cell's price and SKU, and packs when there are sizes. */
export function VariantsFieldset({ axes, state, onChange, error }: VariantsFieldsetProps) {
  const productSku = useWatch<ProductFormValues, 'sku'>({ name: 'sku' });
  return (
    // min-width 0: a fieldset otherwise grows to its widest child, and the grid must scroll in its region.
    <Fieldset legend="Sizes, colours and packs" miw={0}>
      <Stack gap="sm">
        <StockGrid axes={axes} state={state} onChange={onChange} />
        <CellPriceGrid axes={axes} state={state} onChange={onChange} />
        <VariantSkuList axes={axes} productSku={productSku} state={state} onChange={onChange} />
        {axes.sizes.length > 0 ? (
          <>
            <Divider />
            <PackEditor axes={axes} state={state} onChange={onChange} />
          </>
        ) : null}
        {error ? (
          <Text c="red" size="sm" role="alert">
            {error}
          </Text>
        ) : null}
      </Stack>
    </Fieldset>
  );
}
