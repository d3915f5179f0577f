import { useAttributeOptions } from '@apparel/api-client';
import {
  type AttributeOption,
  type GridAxes,
  orderAxes,
  type Product,
  type ProductForm,
} from '@apparel/contracts';
import { productGridAxes } from '@apparel/ui';
import { type Control, useWatch } from 'react-hook-form';
import type { ProductFormValues } from '../product-form-values';

/** The chosen ids as options, named from the option list or, for an item no longer active, the product. */
const named = (ids: string[], options: AttributeOption[], stored: readonly AttributeOption[]) =>
  ids.map((id) => {
    const n = Number(id);
    return options.find((o) => o.id === n) ?? stored.find((o) => o.id === n) ?? { id: n, name: `#${id}` };
  });

/**
 * The grid's axes from the chosen Colors and Sizes, in the one order the saved product shows them
 * (contracts `orderAxes`), not the order they were picked in.
 */
export function useVariantAxes(
  control: Control<ProductFormValues, unknown, ProductForm>,
  product?: Product,
): GridAxes {
  const [colorIds, sizeIds] = useWatch({ control, name: ['colorIds', 'sizeIds'] });
  const colorOptions = useAttributeOptions('color').data ?? [];
  const sizeOptions = useAttributeOptions('size').data ?? [];
  const stored = product ? productGridAxes(product) : { colors: [], sizes: [] };
  return orderAxes(named(sizeIds, sizeOptions, stored.sizes), named(colorIds, colorOptions, stored.colors));
}
