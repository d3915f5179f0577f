import { errorMessage, useUpdateGstReturnSettings } from '@apparel/api-client';
import {
  type GstReturnSettings,
  gstReturnSettingsSchema,
  TALLY_LEDGER_LABELS,
  type TallyLedgers,
} from '@apparel/contracts';
import { notifyError, notifySuccess } from '@apparel/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Paper, SimpleGrid, TextInput, Title } from '@mantine/core';
import { type Resolver, useForm } from 'react-hook-form';

const resolver = zodResolver(gstReturnSettingsSchema) as unknown as Resolver<GstReturnSettings>;
const FIELDS = Object.keys(TALLY_LEDGER_LABELS) as (keyof TallyLedgers)[];

/** The ledger names the Tally import posts to; each starts at a sensible default (product.md §18). */
export function TallyLedgerForm({ settings }: { settings: GstReturnSettings }) {
  const save = useUpdateGstReturnSettings();
  const form = useForm<GstReturnSettings>({ resolver, defaultValues: settings });
  const { errors } = form.formState;
  const submit = form.handleSubmit((values) =>
    save.mutate(values, {
      onSuccess: (saved) => {
        form.reset(saved);
        notifySuccess('Tally ledger names saved');
      },
      onError: (error) => notifyError(errorMessage(error)),
    }),
  );
  return (
    <Paper withBorder p="md" mt="lg" component="section" aria-labelledby="tally-ledgers-title">
      <Title order={2} size="h4" id="tally-ledgers-title" mb="sm">
        Tally ledger names
      </Title>
      <form onSubmit={submit} noValidate aria-label="Tally ledger names">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {FIELDS.map((field) => (
            <TextInput
              key={field}
              label={TALLY_LEDGER_LABELS[field]}
              {...form.register(`tallyLedgers.${field}`)}
              error={errors.tallyLedgers?.[field]?.message}
            />
          ))}
        </SimpleGrid>
        <Group mt="md">
          <Button type="submit" variant="light" loading={save.isPending}>
            Save ledger names
          </Button>
        </Group>
      </form>
    </Paper>
  );
}
