import { type Admin, type AdminCreate, adminCreateSchema, adminUpdateSchema } from '@apparel/contracts';
import { DiscardChangesGuard, ErrorBanner, UserFields } from '@apparel/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { Paper, Stack } from '@mantine/core';
import { FormProvider, type Resolver, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FormActions } from '../../shared/FormActions';

type AdminFormValues = z.input<typeof adminCreateSchema>;

// The form always holds a password string (blank keeps the current one on edit), so both schemas
// yield the create shape; only the create schema requires the password.
const resolvers = {
  create: zodResolver(adminCreateSchema),
  edit: zodResolver(adminUpdateSchema) as Resolver<AdminFormValues, unknown, AdminCreate>,
};

const toAdminFormValues = (admin?: Admin): AdminFormValues => ({
  user: { name: admin?.name ?? '', email: admin?.email ?? '', mobile: admin?.mobile ?? '', password: '' },
});

interface AdminFormProps {
  mode: 'create' | 'edit';
  /** The stored admin (edit). */
  admin?: Admin;
  saving?: boolean;
  /** The last save's failure: the server's message or "Operation failed". */
  saveError?: string | null;
  onSave?: (admin: AdminCreate) => void;
}

/** Name, Email, Mobile and Password of an admin user; Email and Mobile cannot change after create. */
export function AdminForm({ mode, admin, saving = false, saveError, onSave }: AdminFormProps) {
  const form = useForm<AdminFormValues, unknown, AdminCreate>({
    resolver: mode === 'create' ? resolvers.create : resolvers.edit,
    defaultValues: toAdminFormValues(admin),
  });
  const viewPath = admin ? `/admins/${admin.id}/view` : undefined;

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={form.handleSubmit((values) => onSave?.(values))}>
        <DiscardChangesGuard when={form.formState.isDirty} />
        <Stack maw={720}>
          <ErrorBanner message={saveError} />
          <Paper withBorder p="md">
            <UserFields mode={mode} lockContactOnEdit />
          </Paper>
          <FormActions
            mode={mode}
            listPath="/admins"
            viewPath={viewPath}
            submitLabel={mode === 'create' ? 'Create Admin' : 'Save Changes'}
            saving={saving}
          />
        </Stack>
      </form>
    </FormProvider>
  );
}
