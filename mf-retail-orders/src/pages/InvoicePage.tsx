import { errorMessage, useDownloadEInvoice, useDownloadInvoicePdf, useInvoice } from '@apparel/api-client';
import { ErrorBanner, Loading, PageHeader } from '@apparel/ui';
import { Anchor, Group, Text } from '@mantine/core';
import { Link, useParams } from 'react-router-dom';
import { OrderDocuments } from '../features/dispatch/OrderDocuments';
import { CreditNoteAction } from '../features/invoices/CreditNoteAction';
import { DownloadButtons } from '../features/invoices/DownloadButtons';
import { EWayBillPanel } from '../features/invoices/EWayBillPanel';
import { InvoiceMoneyOwed } from '../features/invoices/InvoiceMoneyOwed';
import { TaxLinesTable } from '../features/invoices/TaxLinesTable';
import { TaxParties } from '../features/invoices/TaxParties';
import { TaxTotals } from '../features/invoices/TaxTotals';

/** /invoices/:id: a GST tax invoice laid out as it prints, with its PDF and e-invoice JSON. */
export default function InvoicePage() {
  const id = Number(useParams().id);
  const invoice = useInvoice(id);
  const pdf = useDownloadInvoicePdf();
  const json = useDownloadEInvoice();
  if (invoice.isPending) return <Loading />;
  if (invoice.isError)
    return (
      <>
        <PageHeader title="Tax invoice" />
        <ErrorBanner message={errorMessage(invoice.error, invoice.error.message)} />
      </>
    );
  const { data } = invoice;
  return (
    <>
      <PageHeader
        title={`Tax invoice ${data.number}`}
        actions={
          <Group gap="sm">
            <DownloadButtons id={id} pdf={pdf} json={json} />
            <CreditNoteAction invoice={data} />
          </Group>
        }
      />
      <Text mb="md">
        Date {data.date} · Order{' '}
        <Anchor underline="always" component={Link} to={`/orders/${data.orderId}`}>
          #{data.orderId}
        </Anchor>{' '}
        · Transporter {data.transport.transporter}
        {data.transport.lrNumber ? ` · LR ${data.transport.lrNumber}` : ''}
        {data.transport.vehicleNumber ? ` · Vehicle ${data.transport.vehicleNumber}` : ''}
      </Text>
      <InvoiceMoneyOwed invoice={data} />
      <TaxParties doc={data} />
      <TaxLinesTable doc={data} />
      <TaxTotals doc={data} />
      <EWayBillPanel eWayBill={data.eWayBill} />
      {data.creditNotes.length > 0 ? <OrderDocuments invoices={[]} creditNotes={data.creditNotes} /> : null}
    </>
  );
}
