import { GENDERS, MONTHS, PRODUCT_STATUSES } from '@apparel/contracts';
import { Select } from '@apparel/ui';
import { SimpleGrid } from '@mantine/core';
import { Controller, useFormContext } from 'react-hook-form';
import type { ProductFormValues } from './product-form-values';

type ChoiceName = 'gender' | 'edm' | 'status';

function ChoiceSelect({
  name,
  label,
  data,
  clearable = true,
}: {
  name: ChoiceName;
  label: string;
  data: readonly string[];
  clearable?: boolean;
}) {
  const { control } = useFormContext<ProductFormValues>();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Select
          label={label}
          placeholder="Choose one"
          data={[...data]}
          clearable={clearable}
          allowDeselect={clearable}
          name={field.name}
          ref={field.ref}
          value={field.value || null}
          onChange={(value) => field.onChange(value ?? '')}
          onBlur={field.onBlur}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}

/** Gender, Expected Delivery Month and Status (product.md §9's option lists). */
export function ProductChoiceFields() {
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }}>
      <ChoiceSelect name="gender" label="Gender" data={GENDERS} />
      <ChoiceSelect name="edm" label="Expected Delivery Month" data={MONTHS} />
      <ChoiceSelect name="status" label="Status" data={PRODUCT_STATUSES} clearable={false} />
    </SimpleGrid>
  );
}
