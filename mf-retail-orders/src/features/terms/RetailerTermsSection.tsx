import { errorMessage, useRetailerTerms, useUpdateRetailerTerms } from '@apparel/api-client';
import type { RetailerTerms } from '@apparel/contracts';
import { DetailsList, ErrorBanner, formatRupees, notifyError, notifySuccess, QueryState } from '@apparel/ui';
import { Button, Group, Paper, Stack, Title } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { TermsFields } from './TermsFields';
import { type TermsFormValues, termsResolver, toTermsFormValues, toTermsInput } from './terms-form-values';

const paymentDaysText = (days: number) => (days === 0 ? 'Due on the invoice date' : `${days} days`);

/** The terms as read on the retailer view: empty limits say "None". */
function TermsDetails({ terms }: { terms: RetailerTerms }) {
  return (
    <DetailsList
      details={[
        { label: 'Payment days', value: paymentDaysText(terms.paymentDays) },
        {
          label: 'Credit limit',
          value: terms.creditLimit === null ? 'None' : formatRupees(terms.creditLimit),
        },
        { label: 'Overdue tolerance', value: formatRupees(terms.overdueTolerance) },
        {
          label: 'Minimum order value',
          value: terms.minOrderValue === null ? 'None' : formatRupees(terms.minOrderValue),
        },
      ]}
    />
  );
}

/** The edit form's Terms: saved on their own ("Save terms"), apart from the retailer's details. */
function TermsForm({ retailerId, terms }: { retailerId: number; terms: RetailerTerms }) {
  const save = useUpdateRetailerTerms();
  const form = useForm<TermsFormValues>({ resolver: termsResolver, defaultValues: toTermsFormValues(terms) });
  const submit = form.handleSubmit((values) =>
    save.mutate(
      { retailerId, terms: toTermsInput(values) },
      {
        onSuccess: (saved) => {
          form.reset(toTermsFormValues(saved));
          notifySuccess('Terms saved');
        },
        onError: (error) => notifyError(errorMessage(error)),
      },
    ),
  );
  return (
    <form noValidate onSubmit={submit} aria-label="Terms">
      <Stack>
        <ErrorBanner message={save.error && errorMessage(save.error)} />
        <TermsFields control={form.control} />
        <Group justify="flex-end">
          <Button type="submit" variant="light" loading={save.isPending}>
            Save terms
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * "Terms" of the retailer's link (product.md §16): payment days, credit limit, overdue tolerance and
 * minimum order value; read on the view, changed on the edit form. A link with none set answers the defaults.
 */
export function RetailerTermsSection({ retailerId, mode }: { retailerId: number; mode: 'edit' | 'view' }) {
  const terms = useRetailerTerms(retailerId);
  return (
    <Paper withBorder p="md" maw={860} mt="md" component="section" aria-labelledby="retailer-terms-title">
      <Title order={2} size="h4" mb="sm" id="retailer-terms-title">
        Terms
      </Title>
      <QueryState query={terms}>
        {(data) =>
          mode === 'view' ? <TermsDetails terms={data} /> : <TermsForm retailerId={retailerId} terms={data} />
        }
      </QueryState>
    </Paper>
  );
}
