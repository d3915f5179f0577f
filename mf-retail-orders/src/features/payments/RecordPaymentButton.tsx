import { errorMessage, useOpenInvoices } from '@apparel/api-client';
import { formatPaiseAsRupees, formatRupees, toPaise } from '@apparel/contracts';
import { ErrorBanner, Loading, notifySuccess } from '@apparel/ui';
import { Button, Modal, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { RecordPaymentForm } from './RecordPaymentForm';

/** The dialog's content: the retailer's open invoices (for an allocation by hand), then the form. */
function RecordPaymentDialogBody({ retailerId, onClose }: { retailerId: number; onClose: () => void }) {
  const open = useOpenInvoices(retailerId);
  if (open.isPending) return <Loading />;
  if (open.isError) return <ErrorBanner message={errorMessage(open.error, open.error.message)} />;
  const owed = open.data.invoices.reduce((sum, invoice) => sum + toPaise(invoice.amountDue), 0);
  return (
    <>
      <Text size="sm" mb="sm">
        Open invoices owe {formatPaiseAsRupees(owed)}
        {open.data.advance > 0 ? `; advance held ${formatRupees(open.data.advance)}` : ''}
      </Text>
      <RecordPaymentForm
        retailerId={retailerId}
        openInvoices={open.data.invoices}
        onCancel={onClose}
        onDone={(payment) => {
          notifySuccess(`Payment of ${formatRupees(payment.amount)} recorded`);
          onClose();
        }}
      />
    </>
  );
}

/** "Record payment": money received from the retailer, in a dialog (product.md §16). */
export function RecordPaymentButton({
  retailerId,
  retailerName,
}: {
  retailerId: number;
  retailerName: string;
}) {
  const [opened, { open, close }] = useDisclosure(false);
  return (
    <>
      <Button onClick={open}>Record payment</Button>
      <Modal opened={opened} onClose={close} title={`Record payment from ${retailerName}`} size="lg">
        <RecordPaymentDialogBody retailerId={retailerId} onClose={close} />
      </Modal>
    </>
  );
}
