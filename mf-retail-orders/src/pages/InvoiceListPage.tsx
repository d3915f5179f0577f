import { errorMessage, useExportInvoices, useInvoices } from '@apparel/api-client';
import {
  EmptyState,
  ErrorBanner,
  ListPager,
  Loading,
  notifyError,
  PageHeader,
  useListParams,
} from '@apparel/ui';
import { Button } from '@mantine/core';
import { InvoiceFilters } from '../features/invoices/InvoiceFilters';
import { InvoiceTable } from '../features/invoices/InvoiceTable';

/** /invoices: the manufacturer's tax invoices, newest first, by month and retailer; CSV for the month. */
export default function InvoiceListPage() {
  const { page, filters, setPage, setFilters } = useListParams({
    filters: ['month', 'retailerId'] as const,
    defaultSort: { by: 'date', order: 'desc' },
  });
  const retailerId = Number(filters.retailerId) || undefined;
  const invoices = useInvoices({ page, month: filters.month || undefined, retailerId });
  const exportCsv = useExportInvoices();
  const data = invoices.data;
  return (
    <>
      <PageHeader
        title="Invoices"
        actions={
          <Button
            variant="light"
            disabled={!filters.month}
            title={filters.month ? undefined : 'Choose a month to export'}
            loading={exportCsv.isPending}
            onClick={() =>
              exportCsv.mutate(filters.month, { onError: (error) => notifyError(errorMessage(error)) })
            }
          >
            Export CSV
          </Button>
        }
      />
      <InvoiceFilters month={filters.month} retailerId={filters.retailerId} onChange={setFilters} />
      {invoices.isPending ? <Loading /> : null}
      {invoices.isError ? (
        <ErrorBanner message={`Error: ${errorMessage(invoices.error, invoices.error.message)}`} />
      ) : null}
      {data?.invoices.length === 0 ? <EmptyState message="No invoices found." /> : null}
      {data && data.invoices.length > 0 ? (
        <>
          <InvoiceTable invoices={data.invoices} />
          <ListPager label="Invoice pages" page={page} hasNext={data.hasNext} prevNext onChange={setPage} />
        </>
      ) : null}
    </>
  );
}
