import { SimpleGrid, Textarea, TextInput } from '@mantine/core';
import { useFormContext } from 'react-hook-form';
import type { ManufacturerFormValues } from './manufacturer-form-values';

/** Name, Description, Address, State, City and GSTIN of the "Manufacturer Details" section. */
export function ManufacturerDetailsFields({ readOnly }: { readOnly: boolean }) {
  const {
    register,
    formState: { errors },
  } = useFormContext<ManufacturerFormValues>();
  const required = !readOnly;
  // Read-only inputs are filled, so they do not look editable.
  const readOnlyProps = { readOnly, variant: readOnly ? 'filled' : 'default' } as const;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <TextInput
        label="Name"
        withAsterisk={required}
        {...readOnlyProps}
        error={errors.name?.message}
        {...register('name')}
      />
      <Textarea
        label="Description"
        withAsterisk={required}
        {...readOnlyProps}
        rows={3}
        error={errors.description?.message}
        {...register('description')}
      />
      <Textarea
        label="Address"
        withAsterisk={required}
        {...readOnlyProps}
        rows={3}
        error={errors.address?.message}
        {...register('address')}
      />
      <TextInput
        label="State"
        withAsterisk={required}
        {...readOnlyProps}
        error={errors.state?.message}
        {...register('state')}
      />
      <TextInput
        label="City"
        withAsterisk={required}
        {...readOnlyProps}
        error={errors.city?.message}
        {...register('city')}
      />
      <TextInput label="GSTIN" {...readOnlyProps} error={errors.gstin?.message} {...register('gstin')} />
    </SimpleGrid>
  );
}
