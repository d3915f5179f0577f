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
 * The chosen items in the option list's order: the server lists options in the one order of attribute
 * items (contracts `compareAttributeItems`), the order a saved product's grid shows them in too.
 */
const inOptionOrder = (items: AttributeOption[], options: readonly AttributeOption[]) => {
  const rank = (id: number) => {
    const index = options.findIndex((o) => o.id === id);
    return index === -1 ? options.length : index;
  };
  return [...items].sort((a, b) => rank(a.id) - rank(b.id));
};

/** The grid's axes from the chosen Colors and Sizes, as the saved product will show them, not as picked. */
export function useVariantAxes(
  control: Control<ProductFormValues, unknown, ProductForm>,
  product?: Product,
): GridAxes {
  const [colorIds, sizeIds] = useWatch({ control, name: ['colorIds', 'sizeIds'] });
  const colorOptions = useAttributeOptions('color').data ?? [];
  const sizeOptions = useAttributeOptions('size').data ?? [];
  const stored = product ? productGridAxes(product) : { colors: [], sizes: [] };
  return {
    colors: inOptionOrder(named(colorIds, colorOptions, stored.colors), colorOptions),
    sizes: inOptionOrder(named(sizeIds, sizeOptions, stored.sizes), sizeOptions),
  };
}
