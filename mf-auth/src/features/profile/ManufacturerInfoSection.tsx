import type { ProfileUpdate } from '@apparel/contracts';
import { StateSelect } from '@apparel/ui';
import { Checkbox, Fieldset, SimpleGrid, TextInput } from '@mantine/core';
import { Controller, type UseFormReturn } from 'react-hook-form';

type ManufacturerField = 'name' | 'address' | 'city' | 'state' | 'gstin' | 'pinCode' | 'invoicePrefix';

const FIELDS: { field: ManufacturerField; label: string }[] = [
  { field: 'name', label: 'Manufacturer Name' },
  { field: 'address', label: 'Address' },
  { field: 'city', label: 'City' },
  { field: 'state', label: 'State' },
  { field: 'gstin', label: 'GSTIN' },
  // Printed on tax invoices (issue 19): the PIN code and the series prefix (AK -> AK/26-27/0001).
  { field: 'pinCode', label: 'PIN code' },
  { field: 'invoicePrefix', label: 'Invoice series prefix' },
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
    control,
    formState: { errors },
  } = form;
  const variant = editing ? 'default' : 'filled';
  return (
    <Fieldset legend="Manufacturer Info">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {FIELDS.map(({ field, label }) =>
          field === 'state' ? (
            <Controller
              key={field}
              control={control}
              name="manufacturer.state"
              render={({ field: state }) => (
                <StateSelect
                  readOnly={!editing}
                  variant={variant}
                  value={state.value ?? ''}
                  onChange={state.onChange}
                  onBlur={state.onBlur}
                  error={errors.manufacturer?.state?.message}
                />
              )}
            />
          ) : (
            <TextInput
              key={field}
              label={label}
              readOnly={!editing}
              variant={variant}
              error={errors.manufacturer?.[field]?.message}
              {...register(`manufacturer.${field}`)}
            />
          ),
        )}
      </SimpleGrid>
      {/* product.md §18: a quarterly (QRMP) filer's GST Returns screen offers quarters. */}
      <Controller
        control={control}
        name="manufacturer.gstQuarterlyFiler"
        render={({ field }) => (
          <Checkbox
            mt="md"
            label="I file GSTR-1 quarterly (QRMP scheme)"
            disabled={!editing}
            checked={field.value ?? false}
            onChange={(event) => field.onChange(event.currentTarget.checked)}
            onBlur={field.onBlur}
          />
        )}
      />
    </Fieldset>
  );
}
