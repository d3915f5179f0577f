import { errorMessage, useReversePayment } from '@apparel/api-client';
import { formatRupees, type Payment, paymentReverseSchema } from '@apparel/contracts';
import { formatDay, notifyError, notifySuccess } from '@apparel/ui';
import { Text } from '@mantine/core';
import { RequiredNoteDialog } from '../../shared/RequiredNoteDialog';

interface ReversePaymentDialogProps {
  /** The payment to reverse; null: the dialog is closed. */
  payment: Payment | null;
  onClose: () => void;
}

/**
 * Reverses a payment (a bounced cheque, a wrong entry): never an edit; the reversal is recorded with
 * its required note, and the invoices it settled owe again (product.md §16).
 */
export function ReversePaymentDialog({ payment, onClose }: ReversePaymentDialogProps) {
  const reverse = useReversePayment();
  const close = () => {
    reverse.reset();
    onClose();
  };
  return (
    <RequiredNoteDialog
      opened={payment !== null}
      title="Reverse payment"
      noteHint="Why it is reversed (a bounced cheque, a wrong entry)"
      confirmLabel="Reverse payment"
      rule={paymentReverseSchema}
      pending={reverse.isPending}
      error={reverse.error && errorMessage(reverse.error)}
      onClose={close}
      onConfirm={(note) =>
        payment &&
        reverse.mutate(
          { id: payment.id, reversal: { note } },
          {
            onSuccess: () => {
              notifySuccess('Payment reversed');
              close();
            },
            onError: (error) => notifyError(errorMessage(error)),
          },
        )
      }
    >
      {payment ? (
        <Text>
          Reverse the payment of {formatRupees(payment.amount)} on {formatDay(payment.date)}
          {payment.reference ? ` (${payment.reference})` : ''}? The invoices it settled will owe again.
        </Text>
      ) : null}
    </RequiredNoteDialog>
  );
}
