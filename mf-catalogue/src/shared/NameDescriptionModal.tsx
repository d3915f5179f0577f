import { ErrorBanner } from '@apparel/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Modal, Stack, Switch, Textarea, TextInput } from '@mantine/core';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';

/** What the attribute, category and sub-category modals edit. */
export interface NameDescriptionValues {
  name: string;
  description: string;
  isActive: boolean;
  /** Categories only: the HSN code invoices use for their products that name none. */
  defaultHsn: string;
}

interface NameDescriptionModalProps {
  title: string;
  opened: boolean;
  /** The item being edited; absent when adding. */
  initial?: { name: string; description: string | null; isActive?: boolean; defaultHsn?: string | null };
  /** Attribute items have an Active switch; categories do not. */
  withActive?: boolean;
  /** Categories have a default HSN code for invoices. */
  withDefaultHsn?: boolean;
  /** The contract's form schema, so the modal checks what the server checks. */
  schema: z.ZodType<unknown, { name: string; description?: string | null; isActive?: boolean }>;
  saving: boolean;
  /** The last save's failure, in a dismissible banner inside the modal. */
  error: string | null;
  onDismissError: () => void;
  onClose: () => void;
  onSave: (values: NameDescriptionValues) => void;
}

/** The add/edit modal of the attribute, category and sub-category pages: Name*, Description (and Active). */
export function NameDescriptionModal({ title, opened, onClose, ...formProps }: NameDescriptionModalProps) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {/* The modal's content mounts on each opening, so the form starts from the item it edits. */}
      <NameDescriptionForm onClose={onClose} {...formProps} />
    </Modal>
  );
}

function NameDescriptionForm({
  initial,
  withActive = false,
  withDefaultHsn = false,
  schema,
  saving,
  error,
  onDismissError,
  onClose,
  onSave,
}: Omit<NameDescriptionModalProps, 'title' | 'opened'>) {
  const form = useForm<NameDescriptionValues>({
    resolver: zodResolver(schema as z.ZodType<NameDescriptionValues, NameDescriptionValues>),
    defaultValues: {
      name: initial?.name ?? '',
      description: initial?.description ?? '',
      isActive: initial?.isActive ?? true,
      defaultHsn: initial?.defaultHsn ?? '',
    },
  });
  const { errors } = form.formState;

  return (
    <form noValidate onSubmit={form.handleSubmit((values) => onSave(values))}>
      <Stack>
        <ErrorBanner message={error} onClose={onDismissError} />
        <TextInput
          label="Name"
          withAsterisk
          data-autofocus
          error={errors.name?.message}
          {...form.register('name')}
        />
        <Textarea
          label="Description"
          rows={3}
          error={errors.description?.message}
          {...form.register('description')}
        />
        {withDefaultHsn ? (
          <TextInput
            label="Default HSN code"
            description="4, 6 or 8 digits; invoices use it for this category's products that have none"
            inputMode="numeric"
            maxLength={8}
            error={errors.defaultHsn?.message}
            {...form.register('defaultHsn')}
          />
        ) : null}
        {withActive ? (
          <Controller
            control={form.control}
            name="isActive"
            render={({ field }) => (
              <Switch
                label="Active"
                checked={field.value}
                onChange={(event) => field.onChange(event.currentTarget.checked)}
              />
            )}
          />
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={saving}>
            Save
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
