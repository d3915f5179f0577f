import { DISPATCHABLE_STATUSES, type Order } from '@apparel/contracts';
import { Button, Group, Modal } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useNavigate } from 'react-router-dom';
import { CancelRemainingButton } from './CancelRemainingButton';
import { DispatchForm } from './DispatchForm';
import { hasRemaining } from './line-quantities';

/** "Dispatch" (then the new invoice) and "Cancel remaining" while an accepted order still has pieces to send. */
export function DispatchActions({ order }: { order: Order }) {
  const [opened, { open, close }] = useDisclosure(false);
  const navigate = useNavigate();
  const dispatchable =
    (DISPATCHABLE_STATUSES as readonly string[]).includes(order.status) && hasRemaining(order.items);
  if (!dispatchable) return null;
  return (
    <Group gap="sm">
      <Button onClick={open}>Dispatch</Button>
      <CancelRemainingButton orderId={order.id} />
      <Modal opened={opened} onClose={close} title={`Dispatch order #${order.id}`} size="xl">
        <DispatchForm
          items={order.items}
          orderId={order.id}
          onCancel={close}
          onDone={(made) => {
            close();
            navigate(`/invoices/${made.invoice.id}`);
          }}
        />
      </Modal>
    </Group>
  );
}
