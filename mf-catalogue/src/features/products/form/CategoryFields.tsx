import { useCategories } from '@apparel/api-client';
import { Select } from '@apparel/ui';
import { SimpleGrid } from '@mantine/core';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import type { ProductFormValues } from './product-form-values';

/** Category and its dependent Subcategory: disabled until a category is chosen, cleared when it changes. */
export function CategoryFields() {
  const { control, setValue } = useFormContext<ProductFormValues>();
  const categories = useCategories();
  const categoryId = useWatch({ control, name: 'categoryId' });
  const chosen = categories.data?.find((category) => String(category.id) === categoryId);
  const categoryOptions = (categories.data ?? []).map((category) => ({
    value: String(category.id),
    label: category.name,
  }));
  const subcategoryOptions = (chosen?.subcategories ?? []).map((subcategory) => ({
    value: String(subcategory.id),
    label: subcategory.name,
  }));

  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <Controller
        control={control}
        name="categoryId"
        render={({ field, fieldState }) => (
          <Select
            label="Category"
            withAsterisk
            placeholder="Choose a category"
            data={categoryOptions}
            searchable
            nothingFoundMessage="No categories found."
            name={field.name}
            ref={field.ref}
            value={field.value || null}
            onChange={(value) => {
              if ((value ?? '') === field.value) return;
              field.onChange(value ?? '');
              setValue('subcategoryId', '');
            }}
            onBlur={field.onBlur}
            error={fieldState.error?.message}
          />
        )}
      />
      <Controller
        control={control}
        name="subcategoryId"
        render={({ field, fieldState }) => (
          <Select
            label="Subcategory"
            placeholder={categoryId ? 'Choose a subcategory' : 'Choose a category first'}
            data={subcategoryOptions}
            disabled={!categoryId}
            clearable
            searchable
            nothingFoundMessage="No subcategories found."
            name={field.name}
            ref={field.ref}
            value={field.value || null}
            onChange={(value) => field.onChange(value ?? '')}
            onBlur={field.onBlur}
            error={fieldState.error?.message}
          />
        )}
      />
    </SimpleGrid>
  );
}
