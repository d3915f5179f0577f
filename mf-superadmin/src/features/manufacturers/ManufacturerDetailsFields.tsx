import { StateSelect } from '@apparel/ui';
import { SimpleGrid, Textarea, TextInput } from '@mantine/core';
import { Controller, useFormContext } from 'react-hook-form';
import type { ManufacturerFormValues } from './manufacturer-form-values';

/** Name, Description, Address, State, City and GSTIN of the "Manufacturer Details" section. */
export function ManufacturerDetailsFields() {
  const {
    register,
    control,
    formState: { errors },
  } = useFormContext<ManufacturerFormValues>();
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <TextInput label="Name" withAsterisk error={errors.name?.message} {...register('name')} />
      <Textarea
        label="Description"
        withAsterisk
        rows={3}
        error={errors.description?.message}
        {...register('description')}
      />
      <Textarea
        label="Address"
        withAsterisk
        rows={3}
        error={errors.address?.message}
        {...register('address')}
      />
      <Controller
        control={control}
        name="state"
        render={({ field, fieldState }) => (
          <StateSelect
            withAsterisk
            value={field.value ?? ''}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={fieldState.error?.message}
          />
        )}
      />
      <TextInput label="City" withAsterisk error={errors.city?.message} {...register('city')} />
      <TextInput
        label="GSTIN"
        description="15 characters, e.g. 27AAPFU0939F1ZV (optional)"
        autoCapitalize="characters"
        error={errors.gstin?.message}
        {...register('gstin')}
      />
    </SimpleGrid>
  );
}
