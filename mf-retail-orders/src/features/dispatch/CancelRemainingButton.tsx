import { errorMessage, useCancelRemaining } from '@apparel/api-client';
import { DISPATCH_MSG } from '@apparel/contracts';
import { ConfirmButton, notifyError, notifySuccess } from '@apparel/ui';

/** "Cancel remaining": closes what was not dispatched and puts it back into stock, after a confirm. */
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
          onSuccess: () => notifySuccess(DISPATCH_MSG.remainderCancelled),
          onError: (error) => notifyError(errorMessage(error)),
        })
      }
    >
      Cancel remaining
    </ConfirmButton>
  );
}
