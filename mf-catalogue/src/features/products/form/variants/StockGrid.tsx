import { cellKey, type GridAxes, gridCells, VARIANT_MSG } from '@apparel/contracts';
import { QuantityGrid, sumOf, variantGridAxes } from '@apparel/ui';
import { useEffect, useRef } from 'react';
import { useFormContext } from 'react-hook-form';
import type { ProductFormValues } from '../product-form-values';
import type { VariantFormState } from './variant-form-state';

interface StockGridProps {
  axes: GridAxes;
  state: VariantFormState;
  onChange: (state: VariantFormState) => void;
}

/**
 * "Stock by size and colour": the grid whose grand total is the Stock Quantity. When the cells change
 * (a size or colour added) and none holds a number yet, the Stock Quantity typed so far goes into the
 * first cell, as the server places a product's stock without a grid, so nothing typed is lost.
 */
export function StockGrid({ axes, state, onChange }: StockGridProps) {
  const { getValues, setValue, clearErrors } = useFormContext<ProductFormValues>();
  const keys = gridCells(axes).map(cellKey);
  const total = sumOf(keys.map((key) => state.stock[key] ?? 0));
  const signature = keys.join(',');
  const seenCells = useRef<string>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the set of cells changes, not on each number typed
  useEffect(() => {
    if (seenCells.current === signature) return;
    seenCells.current = signature;
    const typed = Number(getValues('stockQty')) || 0;
    const first = keys[0];
    if (first && typed > 0 && keys.every((key) => state.stock[key] === undefined))
      onChange({ ...state, stock: { ...state.stock, [first]: typed } });
  }, [signature]);

  useEffect(() => {
    setValue('stockQty', total);
    clearErrors('stockQty');
  }, [total, setValue, clearErrors]);

  const { rows, columns } = variantGridAxes(axes);
  return (
    <QuantityGrid
      caption={VARIANT_MSG.gridTitle}
      rows={rows}
      columns={columns}
      rowAxis="Colour"
      unit="stock"
      values={state.stock}
      onChange={(stock) => onChange({ ...state, stock })}
    />
  );
}
