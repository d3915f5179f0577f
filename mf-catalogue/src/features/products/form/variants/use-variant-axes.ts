import { useAttributeOptions } from '@apparel/api-client';
import type { AttributeOption, GridAxes, Product, ProductForm } from '@apparel/contracts';
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
 * The grid's axes from the chosen Colors and Sizes: colours in the order chosen, sizes in the
 * manufacturer's order (the order of the size list), not the order they were picked in.
 */
export function useVariantAxes(
  control: Control<ProductFormValues, unknown, ProductForm>,
  product?: Product,
): GridAxes {
  const [colorIds, sizeIds] = useWatch({ control, name: ['colorIds', 'sizeIds'] });
  const colorOptions = useAttributeOptions('color').data ?? [];
  const sizeOptions = useAttributeOptions('size').data ?? [];
  const stored = product ? productGridAxes(product) : { colors: [], sizes: [] };
  const rank = (id: number) => {
    const index = sizeOptions.findIndex((o) => o.id === id);
    return index === -1 ? sizeOptions.length : index;
  };
  const sizes = named(sizeIds, sizeOptions, stored.sizes).sort((a, b) => rank(a.id) - rank(b.id));
  return { colors: named(colorIds, colorOptions, stored.colors), sizes };
}
