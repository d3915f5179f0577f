import type { Order } from '@apparel/contracts';
import { Alert } from '@mantine/core';

/** Why an ON_HOLD order is held ("Credit limit exceeded by ₹8,400"), above its details. */
export function HoldReason({ order }: { order: Pick<Order, 'status' | 'holdReason'> }) {
  if (order.status !== 'ON_HOLD') return null;
  return (
    <Alert color="orange" variant="light" title="On hold for credit" mb="lg">
      {order.holdReason ?? 'Held for credit'}
    </Alert>
  );
}
