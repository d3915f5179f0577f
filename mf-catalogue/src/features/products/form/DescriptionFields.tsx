import { Loading } from '@apparel/ui';
import { Stack, Textarea } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { Controller, useFormContext } from 'react-hook-form';
import type { ProductFormValues } from './product-form-values';

// The editor (Tiptap + ProseMirror) is the page's largest part; it loads beside the form, not before it.
const DescriptionEditor = lazy(() => import('./DescriptionEditor'));

/** Short Description* (plain text) and Full Description* (rich text; labelled required, not enforced: product.md §5). */
export function DescriptionFields() {
  const {
    control,
    register,
    formState: { errors },
  } = useFormContext<ProductFormValues>();
  return (
    <Stack>
      <Textarea
        label="Short Description"
        withAsterisk
        rows={4}
        error={errors.description?.message}
        {...register('description')}
      />
      <Suspense fallback={<Loading />}>
        <Controller
          control={control}
          name="fullDesc"
          render={({ field, fieldState }) => (
            <DescriptionEditor
              label="Full Description"
              required
              value={field.value}
              onChange={field.onChange}
              error={fieldState.error?.message}
            />
          )}
        />
      </Suspense>
    </Stack>
  );
}
