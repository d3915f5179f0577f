import { errorMessage, useReleaseOrder, useUpdateOrderStatus } from '@apparel/api-client';
import { type Order, orderReleaseSchema } from '@apparel/contracts';
import { ConfirmButton, notifyError, notifySuccess } from '@apparel/ui';
import { Button, Group, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { RequiredNoteDialog } from '../../shared/RequiredNoteDialog';

/**
 * An ON_HOLD order's actions (product.md §16): "Release hold" with a required note (it becomes PENDING,
 * the note goes in its history with who and when) and Reject; Accept waits for the release.
 */
export function HoldActions({ order }: { order: Pick<Order, 'id' | 'holdReason'> }) {
  const [opened, { open, close }] = useDisclosure(false);
  const release = useReleaseOrder();
  const reject = useUpdateOrderStatus();
  const closeRelease = () => {
    release.reset();
    close();
  };
  return (
    <Group gap="sm">
      <Button color="orange" onClick={open}>
        Release hold
      </Button>
      <ConfirmButton
        color="red"
        variant="light"
        loading={reject.isPending}
        confirm={`Reject order #${order.id}?`}
        confirmLabel="Reject"
        onConfirm={() =>
          reject.mutate(
            { id: order.id, status: 'REJECTED' },
            {
              onSuccess: () => notifySuccess('Order rejected'),
              onError: (error) => notifyError(errorMessage(error)),
            },
          )
        }
      >
        Reject
      </ConfirmButton>
      <RequiredNoteDialog
        opened={opened}
        title={`Release hold on order #${order.id}`}
        noteHint="Why the order may go ahead (recorded in its history)"
        confirmLabel="Release hold"
        rule={orderReleaseSchema}
        pending={release.isPending}
        error={release.error && errorMessage(release.error)}
        onClose={closeRelease}
        onConfirm={(note) =>
          release.mutate(
            { id: order.id, release: { note } },
            {
              onSuccess: () => {
                notifySuccess('Hold released: the order is pending');
                closeRelease();
              },
              onError: (error) => notifyError(errorMessage(error)),
            },
          )
        }
      >
        <Text>{order.holdReason}</Text>
        <Text size="sm">Released, the order becomes pending and can be accepted.</Text>
      </RequiredNoteDialog>
    </Group>
  );
}
