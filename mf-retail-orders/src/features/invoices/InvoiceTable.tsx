import { useDownloadInvoicePdf } from '@apparel/api-client';
import type { InvoiceListItem } from '@apparel/contracts';
import { type DataColumn, DataTable, formatDay, formatRupees } from '@apparel/ui';
import { Anchor, Button } from '@mantine/core';
import { Link } from 'react-router-dom';
import { PaymentStatusBadge } from './PaymentStatusBadge';

/** Number (to the invoice screen), date, retailer, taxable value, tax, total, due date, payment status and its PDF. */
export function InvoiceTable({ invoices }: { invoices: InvoiceListItem[] }) {
  const pdf = useDownloadInvoicePdf();
  const columns: DataColumn<InvoiceListItem>[] = [
    {
      header: 'Number',
      cell: (row) => (
        <Anchor component={Link} to={`/invoices/${row.id}`}>
          {row.number}
        </Anchor>
      ),
    },
    { header: 'Date', cell: (row) => row.date },
    { header: 'Retailer', cell: (row) => row.retailer.name },
    { header: 'Taxable value', cell: (row) => formatRupees(row.taxableValue) },
    { header: 'Tax', cell: (row) => formatRupees(row.tax) },
    { header: 'Total', cell: (row) => formatRupees(row.total) },
    { header: 'Due date', cell: (row) => formatDay(row.dueDate) },
    { header: 'Payment status', cell: (row) => <PaymentStatusBadge status={row.paymentStatus} /> },
    {
      header: 'PDF',
      cell: (row) => (
        <Button
          size="xs"
          variant="light"
          aria-label={`Download PDF of ${row.number}`}
          loading={pdf.isPending && pdf.variables === row.id}
          onClick={() => pdf.mutate(row.id)}
        >
          PDF
        </Button>
      ),
    },
  ];
  return <DataTable columns={columns} rows={invoices} rowKey={(row) => row.id} minWidth={900} />;
}
