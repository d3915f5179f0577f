import {
  errorMessage,
  useCreditNote,
  useDownloadCreditNoteEInvoice,
  useDownloadCreditNotePdf,
} from '@apparel/api-client';
import { ErrorBanner, Loading, PageHeader } from '@apparel/ui';
import { Anchor, Text } from '@mantine/core';
import { Link, useParams } from 'react-router-dom';
import { DownloadButtons } from '../features/invoices/DownloadButtons';
import { TaxLinesTable } from '../features/invoices/TaxLinesTable';
import { TaxParties } from '../features/invoices/TaxParties';
import { TaxTotals } from '../features/invoices/TaxTotals';

/** /credit-notes/:id: returned pieces against an invoice, laid out like the invoice. */
export default function CreditNotePage() {
  const id = Number(useParams().id);
  const note = useCreditNote(id);
  const pdf = useDownloadCreditNotePdf();
  const json = useDownloadCreditNoteEInvoice();
  if (note.isPending) return <Loading />;
  if (note.isError)
    return (
      <>
        <PageHeader title="Credit note" />
        <ErrorBanner message={errorMessage(note.error, note.error.message)} />
      </>
    );
  const { data } = note;
  return (
    <>
      <PageHeader
        title={`Credit note ${data.number}`}
        actions={<DownloadButtons id={id} pdf={pdf} json={json} />}
      />
      <Text mb="md">
        Date {data.date} · Against invoice{' '}
        <Anchor underline="always" component={Link} to={`/invoices/${data.invoice.id}`}>
          {data.invoice.number}
        </Anchor>{' '}
        · {data.restock ? 'Returned pieces restocked' : 'Not restocked'}
      </Text>
      <TaxParties doc={data} />
      <TaxLinesTable doc={data} />
      <TaxTotals doc={data} />
    </>
  );
}
