import {
  type Subscription,
  type SubscriptionForm as SubscriptionValues,
  subscriptionFormSchema,
} from '@apparel/contracts';
import { DiscardChangesGuard, ErrorBanner, TYPED_DATE_FORMAT, useListReturnPath } from '@apparel/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, NumberInput, SimpleGrid, Stack, Switch } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { type Control, Controller, useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { type SubscriptionFormValues, toSubscriptionFormValues } from './subscription-form-values';

type DateField = 'startDate' | 'endDate';
type LimitField = 'productLimit' | 'retailerLimit';

/** A calendar date typed or picked as DD/MM/YYYY, held as 'YYYY-MM-DD' ('' when empty). */
function SubscriptionDate({
  control,
  name,
  label,
}: {
  control: Control<SubscriptionFormValues>;
  name: DateField;
  label: string;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <DateInput
          label={label}
          withAsterisk
          valueFormat={TYPED_DATE_FORMAT}
          placeholder={TYPED_DATE_FORMAT}
          value={field.value || null}
          onChange={(value) => field.onChange(value ?? '')}
          onBlur={field.onBlur}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}

/** A whole-number limit; an empty box is left undefined so the schema says "Must be at least 1". */
function SubscriptionLimit({
  control,
  name,
  label,
}: {
  control: Control<SubscriptionFormValues>;
  name: LimitField;
  label: string;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <NumberInput
          label={label}
          withAsterisk
          min={1}
          clampBehavior="none"
          allowDecimal={false}
          allowNegative={false}
          value={field.value ?? ''}
          onChange={(value) => field.onChange(typeof value === 'number' ? value : undefined)}
          onBlur={field.onBlur}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}

interface SubscriptionFormProps {
  subscription: Subscription | null;
  saving: boolean;
  saveError?: string | null;
  onSave: (subscription: SubscriptionValues) => void;
}

/** Start and end dates, product and retailer limits and the Active toggle of one manufacturer. */
export function SubscriptionForm({ subscription, saving, saveError, onSave }: SubscriptionFormProps) {
  const back = useListReturnPath('/manufacturers');
  const { control, handleSubmit, formState } = useForm<SubscriptionFormValues, unknown, SubscriptionValues>({
    resolver: zodResolver(subscriptionFormSchema),
    defaultValues: toSubscriptionFormValues(subscription),
  });

  return (
    <form noValidate onSubmit={handleSubmit(onSave)}>
      <DiscardChangesGuard when={formState.isDirty} />
      <Stack maw={640}>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <SubscriptionDate control={control} name="startDate" label="Start Date" />
          <SubscriptionDate control={control} name="endDate" label="End Date" />
          <SubscriptionLimit control={control} name="productLimit" label="Product Limit" />
          <SubscriptionLimit control={control} name="retailerLimit" label="Retailer Limit" />
        </SimpleGrid>
        <Controller
          control={control}
          name="isActive"
          render={({ field }) => (
            <Switch
              label="Active"
              checked={field.value}
              onChange={(event) => field.onChange(event.currentTarget.checked)}
              onBlur={field.onBlur}
            />
          )}
        />
        <ErrorBanner message={saveError} />
        <Group justify="flex-end">
          <Button component={Link} to={back} variant="default">
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
