import {
  type Manufacturer,
  type ManufacturerCreate,
  manufacturerCreateSchema,
  manufacturerUpdateSchema,
} from '@apparel/contracts';
import { DiscardChangesGuard, ErrorBanner, UserFields } from '@apparel/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { Fieldset, Stack } from '@mantine/core';
import { useState } from 'react';
import { FormProvider, type Resolver, useForm } from 'react-hook-form';
import { FormActions } from '../../shared/FormActions';
import { LogoField } from './LogoField';
import { ManufacturerDetailsFields } from './ManufacturerDetailsFields';
import {
  emptyManufacturerForm,
  type ManufacturerFormValues,
  toManufacturerFormValues,
} from './manufacturer-form-values';

// The form always holds a password string (blank keeps the current one on edit), so both schemas
// yield the create shape; only the create schema requires the password.
const resolvers = {
  create: zodResolver(manufacturerCreateSchema),
  edit: zodResolver(manufacturerUpdateSchema) as Resolver<
    ManufacturerFormValues,
    unknown,
    ManufacturerCreate
  >,
};

interface ManufacturerFormProps {
  mode: 'create' | 'edit';
  /** The stored manufacturer (edit). */
  manufacturer?: Manufacturer;
  saving?: boolean;
  /** The last save's failure, shown under the form. */
  saveError?: string | null;
  onSave?: (manufacturer: ManufacturerCreate, logo: File | null) => void;
}

/** "Manufacturer Details" and "Admin User Details" on create and edit; leaving with unsaved edits asks first. */
export function ManufacturerForm({
  mode,
  manufacturer,
  saving = false,
  saveError,
  onSave,
}: ManufacturerFormProps) {
  const form = useForm<ManufacturerFormValues, unknown, ManufacturerCreate>({
    resolver: mode === 'create' ? resolvers.create : resolvers.edit,
    defaultValues: manufacturer ? toManufacturerFormValues(manufacturer) : emptyManufacturerForm,
  });
  const [logo, setLogo] = useState<File | null>(null);
  const viewPath = manufacturer ? `/manufacturers/${manufacturer.id}/view` : undefined;

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={form.handleSubmit((values) => onSave?.(values, logo))}>
        <DiscardChangesGuard when={form.formState.isDirty || logo !== null} />
        <Stack>
          <Fieldset legend="Manufacturer Details">
            <ManufacturerDetailsFields />
            <LogoField
              currentLogo={manufacturer?.logo ?? null}
              file={logo}
              onChange={setLogo}
              readOnly={false}
            />
          </Fieldset>
          <Fieldset legend="Admin User Details">
            <UserFields mode={mode} />
          </Fieldset>
          <ErrorBanner message={saveError} />
          <FormActions
            mode={mode}
            listPath="/manufacturers"
            viewPath={viewPath}
            submitLabel={mode === 'create' ? 'Create Manufacturer' : 'Save Changes'}
            saving={saving}
          />
        </Stack>
      </form>
    </FormProvider>
  );
}
