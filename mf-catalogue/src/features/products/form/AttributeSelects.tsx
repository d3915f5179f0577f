import { useAttributeOptions } from '@apparel/api-client';
import { ATTRIBUTE_SINGULAR, ATTRIBUTE_TYPES, type AttributeType, PRODUCT_LINKS } from '@apparel/contracts';
import { optionTyped } from '@apparel/ui';
import { MultiSelect, SimpleGrid } from '@mantine/core';
import { Controller, useFormContext } from 'react-hook-form';
import type { ProductFormValues } from './product-form-values';

const LABELS: Record<AttributeType, string> = {
  colors: 'Colors',
  sizes: 'Sizes',
  brands: 'Brands',
  fabrics: 'Fabrics',
  themes: 'Themes',
  materials: 'Materials',
  seasons: 'Seasons',
};

/**
 * One multi-select over the active items of a type (GET /attr/{color|size|...}). An item typed in full
 * is added when the user tabs or clicks away, as if picked (Mantine would drop the text).
 */
function AttributeMultiSelect({ type }: { type: AttributeType }) {
  const { control } = useFormContext<ProductFormValues>();
  const options = useAttributeOptions(ATTRIBUTE_SINGULAR[type]);
  const data = (options.data ?? []).map((option) => ({ value: String(option.id), label: option.name }));
  return (
    <Controller
      control={control}
      name={PRODUCT_LINKS[type].ids}
      render={({ field, fieldState }) => (
        <MultiSelect
          label={LABELS[type]}
          placeholder={field.value.length ? undefined : `Choose ${LABELS[type].toLowerCase()}`}
          data={data}
          searchable
          clearable
          nothingFoundMessage={`No ${type} found.`}
          name={field.name}
          ref={field.ref}
          value={field.value}
          onChange={field.onChange}
          onBlur={(event) => {
            const typed = optionTyped(data, event.currentTarget.value);
            if (typed && !field.value.includes(typed.value)) field.onChange([...field.value, typed.value]);
            field.onBlur();
          }}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}

/** Colors, Sizes, Brands, Fabrics, Themes, Materials, Seasons. */
export function AttributeSelects() {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
      {ATTRIBUTE_TYPES.map((type) => (
        <AttributeMultiSelect key={type} type={type} />
      ))}
    </SimpleGrid>
  );
}
