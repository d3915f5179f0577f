import { errorMessage, useDeleteTaxRate, useTaxRates } from '@apparel/api-client';
import type { TaxRate } from '@apparel/contracts';
import { EmptyState, ErrorBanner, Loading, notifyError, notifySuccess, PageHeader } from '@apparel/ui';
import { Button, Modal } from '@mantine/core';
import { useState } from 'react';
import { TaxRateForm } from '../features/tax-rates/TaxRateForm';
import { TaxRateTable } from '../features/tax-rates/TaxRateTable';

/** /tax-rates: GST rules by HSN prefix and per-piece band, each from its date; add, edit, close, delete. */
export default function TaxRatesPage() {
  const rates = useTaxRates();
  const remove = useDeleteTaxRate();
  const deleteRule = (rule: TaxRate) =>
    remove.mutate(rule.id, {
      onSuccess: () => notifySuccess('Tax rate deleted'),
      onError: (error) => notifyError(errorMessage(error)),
    });
  // undefined: no dialog; null: adding; a rule: editing it.
  const [editing, setEditing] = useState<TaxRate | null | undefined>(undefined);
  const close = () => setEditing(undefined);
  return (
    <>
      <PageHeader
        title="Tax rates"
        actions={<Button onClick={() => setEditing(null)}>Add tax rate</Button>}
      />
      {rates.isPending ? <Loading /> : null}
      {rates.isError ? <ErrorBanner message={errorMessage(rates.error, rates.error.message)} /> : null}
      {rates.data?.taxRates.length === 0 ? <EmptyState message="No tax rates yet." /> : null}
      {rates.data && rates.data.taxRates.length > 0 ? (
        <TaxRateTable rules={rates.data.taxRates} onEdit={setEditing} onDelete={deleteRule} />
      ) : null}
      <Modal
        opened={editing !== undefined}
        onClose={close}
        title={editing ? 'Edit tax rate' : 'Add tax rate'}
        size="lg"
      >
        {editing !== undefined ? <TaxRateForm rule={editing ?? undefined} onDone={close} /> : null}
      </Modal>
    </>
  );
}
