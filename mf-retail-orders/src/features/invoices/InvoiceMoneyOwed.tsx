import { formatRupees, type Invoice } from '@apparel/contracts';
import { DetailsList, formatDay } from '@apparel/ui';
import { Paper } from '@mantine/core';
import { PaymentStatusBadge } from './PaymentStatusBadge';

type MoneyOwed = Pick<Invoice, 'dueDate' | 'amountDue' | 'paymentStatus' | 'paid' | 'credited'>;

/** The invoice's due date, what it still owes and its payment status, with what paid and credited it. */
export function InvoiceMoneyOwed({ invoice }: { invoice: MoneyOwed }) {
  return (
    <Paper withBorder p="md" mb="md" component="section" aria-label="Payment">
      <DetailsList
        details={[
          { label: 'Due date', value: formatDay(invoice.dueDate) },
          { label: 'Payment status', value: <PaymentStatusBadge status={invoice.paymentStatus} /> },
          { label: 'Amount due', value: formatRupees(invoice.amountDue) },
          { label: 'Paid', value: formatRupees(invoice.paid) },
          ...(invoice.credited > 0 ? [{ label: 'Credit notes', value: formatRupees(invoice.credited) }] : []),
        ]}
      />
    </Paper>
  );
}
