import type { ProfileUpdate } from '@apparel/contracts';
import { Fieldset, SimpleGrid, TextInput } from '@mantine/core';
import type { UseFormReturn } from 'react-hook-form';

type ManufacturerField = 'name' | 'address' | 'city' | 'state' | 'gstin';

const FIELDS: { field: ManufacturerField; label: string }[] = [
  { field: 'name', label: 'Manufacturer Name' },
  { field: 'address', label: 'Address' },
  { field: 'city', label: 'City' },
  { field: 'state', label: 'State' },
  { field: 'gstin', label: 'GSTIN' },
];

/** The manufacturer's company details, editable only in edit mode. */
export function ManufacturerInfoSection({
  form,
  editing,
}: {
  form: UseFormReturn<ProfileUpdate>;
  editing: boolean;
}) {
  const {
    register,
    formState: { errors },
  } = form;
  return (
    <Fieldset legend="Manufacturer Info">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {FIELDS.map(({ field, label }) => (
          <TextInput
            key={field}
            label={label}
            readOnly={!editing}
            variant={editing ? 'default' : 'filled'}
            error={errors.manufacturer?.[field]?.message}
            {...register(`manufacturer.${field}`)}
          />
        ))}
      </SimpleGrid>
    </Fieldset>
  );
}
