import { errorMessage, useRecordPayment } from '@apparel/api-client';
import { type OpenInvoice, PAYMENT_MODE_LABELS, PAYMENT_MODES, type Payment } from '@apparel/contracts';
import { ErrorBanner, notifyError, Select } from '@apparel/ui';
import { Button, Checkbox, Group, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { RupeeInput } from '../../shared/RupeeInput';
import { AllocationFields } from './AllocationFields';
import {
  initialPaymentValues,
  type PaymentFormValues,
  paymentResolver,
  toPaymentCreate,
} from './payment-form-values';

const MODE_OPTIONS = PAYMENT_MODES.map((mode) => ({ value: mode, label: PAYMENT_MODE_LABELS[mode] }));

interface RecordPaymentFormProps {
  retailerId: number;
  openInvoices: readonly OpenInvoice[];
  onDone: (payment: Payment) => void;
  onCancel: () => void;
}

/**
 * Date, amount, mode, reference (UTR / cheque number) and note of money received; by default the
 * server settles the open invoices oldest due first, or the user allocates it by invoice.
 */
export function RecordPaymentForm({ retailerId, openInvoices, onDone, onCancel }: RecordPaymentFormProps) {
  const record = useRecordPayment();
  const form = useForm<PaymentFormValues>({
    resolver: paymentResolver,
    defaultValues: initialPaymentValues(openInvoices),
  });
  const { errors } = form.formState;
  const byInvoice = useWatch({ control: form.control, name: 'byInvoice' });
  const submit = form.handleSubmit((values) =>
    record.mutate(toPaymentCreate(retailerId, values), {
      onSuccess: onDone,
      onError: (error) => notifyError(errorMessage(error)),
    }),
  );
  return (
    <form onSubmit={submit} noValidate aria-label="Record payment">
      <Stack>
        <ErrorBanner message={record.error && errorMessage(record.error)} />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label="Date"
            type="date"
            withAsterisk
            {...form.register('date')}
            error={errors.date?.message}
          />
          <Controller
            control={form.control}
            name="amount"
            render={({ field, fieldState }) => (
              <RupeeInput
                label="Amount"
                withAsterisk
                name={field.name}
                ref={field.ref}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={fieldState.error?.message}
              />
            )}
          />
          <Controller
            control={form.control}
            name="mode"
            render={({ field, fieldState }) => (
              <Select
                label="Mode"
                withAsterisk
                data={MODE_OPTIONS}
                value={field.value}
                onChange={(value) => field.onChange(value)}
                onBlur={field.onBlur}
                error={fieldState.error?.message}
              />
            )}
          />
          <TextInput
            label="Reference"
            description="UTR / cheque number"
            {...form.register('reference')}
            error={errors.reference?.message}
          />
        </SimpleGrid>
        <Textarea label="Note" rows={2} {...form.register('note')} error={errors.note?.message} />
        <Checkbox
          label="Allocate by invoice"
          description="Otherwise the oldest due invoices are settled first; what is left stays as an advance"
          {...form.register('byInvoice')}
        />
        {byInvoice ? <AllocationFields control={form.control} error={errors.byInvoice?.message} /> : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" loading={record.isPending}>
            Record payment
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
