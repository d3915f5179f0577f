import { errorMessage, useCreateTaxRate, useUpdateTaxRate } from '@apparel/api-client';
import { type TaxRate, type TaxRateForm as TaxRateValues, taxRateFormSchema } from '@apparel/contracts';
import { notifyError, notifySuccess } from '@apparel/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, NumberInput, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { Controller, type Resolver, useForm } from 'react-hook-form';

type FormValues = Omit<TaxRateValues, 'maxUnitValue'> & { maxUnitValue: number | null };

const resolver = zodResolver(taxRateFormSchema) as unknown as Resolver<FormValues>;

const EMPTY: FormValues = {
  hsnPrefix: '',
  effectiveFrom: '',
  validTo: null,
  minUnitValue: 0,
  maxUnitValue: null,
  rate: 0,
};

const numberFields = [
  { name: 'minUnitValue', label: 'Lowest value per piece (₹)' },
  { name: 'maxUnitValue', label: 'Highest value per piece (₹, blank: no upper end)' },
  { name: 'rate', label: 'Rate (%)' },
] as const;

/**
 * Add a rule, or edit one (PUT): HSN prefix, the date it applies from, the last day it applies (a rule a
 * document used is closed this way: the server then refuses any other change), the band and the rate.
 */
export function TaxRateForm({ rule, onDone }: { rule?: TaxRate; onDone: () => void }) {
  const create = useCreateTaxRate();
  const update = useUpdateTaxRate();
  const form = useForm<FormValues>({ resolver, defaultValues: rule ?? EMPTY });
  const { errors } = form.formState;
  const submit = form.handleSubmit((values) => {
    const done = {
      onSuccess: () => {
        notifySuccess(rule ? 'Tax rate updated' : 'Tax rate added');
        onDone();
      },
      onError: (error: Error) => notifyError(errorMessage(error)),
    };
    if (rule) update.mutate({ id: rule.id, rule: values }, done);
    else create.mutate(values, done);
  });
  return (
    <form onSubmit={submit} noValidate aria-label={rule ? 'Edit tax rate' : 'Add tax rate'}>
      <Stack>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label="HSN prefix"
            withAsterisk
            {...form.register('hsnPrefix')}
            error={errors.hsnPrefix?.message}
          />
          <TextInput
            label="Effective from"
            type="date"
            withAsterisk
            {...form.register('effectiveFrom')}
            error={errors.effectiveFrom?.message}
          />
          <TextInput
            label="Valid to (blank: no end)"
            type="date"
            {...form.register('validTo', { setValueAs: (v: string | null) => (v ? v : null) })}
            error={errors.validTo?.message}
          />
          {numberFields.map(({ name, label }) => (
            <Controller
              key={name}
              control={form.control}
              name={name}
              render={({ field, fieldState }) => (
                <NumberInput
                  label={label}
                  decimalScale={2}
                  value={field.value ?? ''}
                  onChange={(v) =>
                    field.onChange(v === '' ? (name === 'maxUnitValue' ? null : v) : Number(v))
                  }
                  onBlur={field.onBlur}
                  error={fieldState.error?.message}
                />
              )}
            />
          ))}
        </SimpleGrid>
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" loading={create.isPending || update.isPending}>
            Save
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
