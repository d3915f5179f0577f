import { RETAILER_TYPES } from '@apparel/contracts';
import { Select, StateSelect } from '@apparel/ui';
import { SimpleGrid, Textarea, TextInput } from '@mantine/core';
import { Controller, useFormContext } from 'react-hook-form';
import type { FormMode } from '../../shared/form-mode';
import type { RetailerFormValues } from './retailer-form-values';

type TextField =
  | 'name'
  | 'address'
  | 'state'
  | 'city'
  | 'pinCode'
  | 'gstin'
  | 'outletName'
  | 'outletAddr'
  | 'contactPerson';

const FIELDS: { name: TextField; label: string; required: boolean; multiline?: boolean }[] = [
  { name: 'name', label: 'Retailer Name', required: true },
  { name: 'address', label: 'Address', required: true, multiline: true },
  { name: 'state', label: 'State', required: true },
  { name: 'city', label: 'City', required: true },
  // product.md §18: optional, 6 digits; the e-way bill needs it.
  { name: 'pinCode', label: 'PIN Code', required: false },
  { name: 'gstin', label: 'GSTIN', required: false },
  { name: 'outletName', label: 'Outlet Name', required: true },
  { name: 'outletAddr', label: 'Outlet Address', required: true, multiline: true },
  { name: 'contactPerson', label: 'Contact Person', required: true },
];

/** Retailer Details (product.md §2): the starred fields are required, State is the shared dropdown, Type is one of three options. */
export function RetailerDetailsFields({ mode }: { mode: FormMode }) {
  const {
    register,
    control,
    formState: { errors },
  } = useFormContext<RetailerFormValues>();
  const readOnly = mode === 'view';
  const variant = readOnly ? 'filled' : 'default';
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      {FIELDS.map((field) => {
        if (field.name === 'state')
          return (
            <Controller
              key={field.name}
              control={control}
              name="state"
              render={({ field: state }) => (
                <StateSelect
                  withAsterisk={!readOnly}
                  readOnly={readOnly}
                  variant={variant}
                  value={state.value ?? ''}
                  onChange={state.onChange}
                  onBlur={state.onBlur}
                  error={errors.state?.message}
                />
              )}
            />
          );
        const Input = field.multiline ? Textarea : TextInput;
        return (
          <Input
            key={field.name}
            label={field.label}
            withAsterisk={field.required && !readOnly}
            readOnly={readOnly}
            variant={variant}
            autoComplete="off"
            error={errors[field.name]?.message}
            {...register(field.name)}
          />
        );
      })}
      <Controller
        control={control}
        name="type"
        render={({ field }) => (
          <Select
            label="Type"
            data={[...RETAILER_TYPES]}
            value={field.value ?? null}
            onChange={(value) => field.onChange(value)}
            onBlur={field.onBlur}
            clearable={!readOnly}
            readOnly={readOnly}
            variant={variant}
            error={errors.type?.message}
          />
        )}
      />
    </SimpleGrid>
  );
}
