import { SimpleGrid, TextInput } from '@mantine/core';
import { useFormContext, useWatch } from 'react-hook-form';
import { NumberField } from './NumberField';
import type { ProductFormValues } from './product-form-values';

/** Name (adminName), Display Name (name), SKU, HSN code (issue 19), then the prices, stock and sizes of product.md §2. */
export function ProductDetailsFields() {
  const {
    register,
    formState: { errors },
    control,
  } = useFormContext<ProductFormValues>();
  const [colorIds, sizeIds] = useWatch({ control, name: ['colorIds', 'sizeIds'] });
  // While the stock grid is shown, Stock Quantity is its grand total.
  const byGrid = colorIds.length > 0 || sizeIds.length > 0;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
      <TextInput label="Name" withAsterisk error={errors.adminName?.message} {...register('adminName')} />
      <TextInput label="Display Name" withAsterisk error={errors.name?.message} {...register('name')} />
      <TextInput label="SKU" withAsterisk error={errors.sku?.message} {...register('sku')} />
      <TextInput
        label="HSN code"
        description="4, 6 or 8 digits; blank uses the category's default"
        inputMode="numeric"
        error={errors.hsnCode?.message}
        {...register('hsnCode')}
      />
      <NumberField name="price" label="Price" required money />
      <NumberField name="mrp" label="MRP" required money />
      <NumberField
        name="stockQty"
        label="Stock Quantity"
        required
        whole
        readOnly={byGrid}
        description={byGrid ? 'The total of the stock by size and colour' : undefined}
      />
      <NumberField name="weight" label="Weight" />
      <NumberField name="len" label="Length" />
      <NumberField name="minOrderQty" label="Min Order Qty" whole />
      <NumberField name="maxOrderOty" label="Max Order Qty" whole />
      <NumberField name="orderMultiple" label="Order multiple" whole min={1} />
    </SimpleGrid>
  );
}
