import { errorMessage, useCancelRemaining } from '@apparel/api-client';
import { DISPATCH_MSG } from '@apparel/contracts';
import { ConfirmButton, notifyError, notifySuccess } from '@apparel/ui';

/**
 * "Cancel remaining": closes what was not dispatched and puts it back into stock, after a confirm; an
 * order nothing of which was dispatched is then CANCELLED as a whole.
 */
export function CancelRemainingButton({ orderId }: { orderId: number }) {
  const cancel = useCancelRemaining();
  return (
    <ConfirmButton
      color="red"
      variant="light"
      loading={cancel.isPending}
      confirm="Cancel the remaining quantities? They go back into stock."
      confirmLabel="Cancel remaining"
      onConfirm={() =>
        cancel.mutate(orderId, {
          onSuccess: (order) =>
            notifySuccess(
              order.status === 'CANCELLED' ? DISPATCH_MSG.orderCancelled : DISPATCH_MSG.remainderCancelled,
            ),
          onError: (error) => notifyError(errorMessage(error)),
        })
      }
    >
      Cancel remaining
    </ConfirmButton>
  );
}
