import { formatRupees, PAYMENT_MODE_LABELS, type Payment } from '@apparel/contracts';
import { type DataColumn, DataTable, formatDay } from '@apparel/ui';
import { Anchor, Badge, Button, Text } from '@mantine/core';
import { Link } from 'react-router-dom';

/** Which invoices the payment settled, and what it left as an advance. */
function Allocations({ payment }: { payment: Payment }) {
  return (
    <>
      {payment.allocations.map((allocation) => (
        <Text key={allocation.invoiceId} size="sm">
          <Anchor component={Link} to={`/invoices/${allocation.invoiceId}`}>
            {allocation.invoiceNumber}
          </Anchor>{' '}
          {formatRupees(allocation.amount)}
        </Text>
      ))}
      {payment.unallocated > 0 ? <Text size="sm">Advance {formatRupees(payment.unallocated)}</Text> : null}
      {payment.allocations.length === 0 && payment.unallocated === 0 ? '-' : null}
    </>
  );
}

/** Recorded, or reversed with its day and note. */
function PaymentState({ payment }: { payment: Payment }) {
  if (!payment.reversal)
    return (
      <Badge color="green" variant="light">
        Recorded
      </Badge>
    );
  return (
    <>
      <Badge color="gray" variant="light">
        Reversed
      </Badge>
      <Text size="sm">
        {formatDay(payment.reversal.date)}: {payment.reversal.note}
      </Text>
    </>
  );
}

interface PaymentTableProps {
  payments: Payment[];
  onReverse: (payment: Payment) => void;
}

/** A retailer's payments, newest first: date, amount, mode, reference, what each settled, Reverse. */
export function PaymentTable({ payments, onReverse }: PaymentTableProps) {
  const columns: DataColumn<Payment>[] = [
    { header: 'Date', cell: (p) => formatDay(p.date) },
    { header: 'Amount', cell: (p) => formatRupees(p.amount) },
    { header: 'Mode', cell: (p) => PAYMENT_MODE_LABELS[p.mode] },
    { header: 'Reference', cell: (p) => p.reference || '-' },
    { header: 'Allocated to', cell: (p) => <Allocations payment={p} /> },
    { header: 'Status', cell: (p) => <PaymentState payment={p} /> },
    {
      header: 'Action',
      cell: (p) =>
        p.reversal ? null : (
          <Button
            size="xs"
            variant="light"
            color="red"
            aria-label={`Reverse the payment of ${formatRupees(p.amount)} on ${formatDay(p.date)}`}
            onClick={() => onReverse(p)}
          >
            Reverse
          </Button>
        ),
    },
  ];
  return <DataTable columns={columns} rows={payments} rowKey={(p) => p.id} minWidth={760} />;
}
