import { PAYMENT_STATUS_LABELS, type PaymentStatus } from '@apparel/contracts';
import { Badge } from '@mantine/core';

/** Paid green, Partly paid blue, Unpaid a warning colour, Overdue red (past due with something left). */
const COLOURS: Record<PaymentStatus, string> = {
  PAID: 'green',
  PARTLY_PAID: 'blue',
  UNPAID: 'yellow',
  OVERDUE: 'red',
};

/** An invoice's payment status: Unpaid, Partly paid, Paid or Overdue (product.md §16). */
export function PaymentStatusBadge({ status }: { status: PaymentStatus }) {
  return (
    <Badge color={COLOURS[status]} variant="light" data-status-color={COLOURS[status]}>
      {PAYMENT_STATUS_LABELS[status]}
    </Badge>
  );
}
