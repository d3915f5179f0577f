import { type LinkStatus, ORDER_STATUS_LABELS, type OrderStatus } from '@apparel/contracts';
import { Badge } from '@mantine/core';
import { STATUS_COLOURS } from './status-colours';

/** A link's or order's status: green for ACCEPTED, red for REJECTED, a warning colour otherwise (product.md §2). */
export function StatusBadge({ status }: { status: LinkStatus | OrderStatus }) {
  const color = STATUS_COLOURS[status] ?? 'yellow';
  return (
    <Badge color={color} variant="light" data-status-color={color}>
      {ORDER_STATUS_LABELS[status as OrderStatus] ?? status}
    </Badge>
  );
}
