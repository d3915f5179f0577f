import { usePayments, useReceivables } from '@apparel/api-client';
import { formatRupees, type Payment } from '@apparel/contracts';
import { ListPager, QueryState } from '@apparel/ui';
import { Anchor, Group, Paper, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { PaymentTable } from './PaymentTable';
import { RecordPaymentButton } from './RecordPaymentButton';
import { ReversePaymentDialog } from './ReversePaymentDialog';

/** What the retailer owes today and how much of it is overdue, beside its statement's link. */
function MoneyOwed({ retailerId }: { retailerId: number }) {
  const receivables = useReceivables({ retailerId });
  const row = receivables.data?.rows.find((r) => r.retailerId === retailerId);
  return (
    <Group gap="lg" mb="sm">
      <Text>
        Outstanding <strong>{formatRupees(row?.outstanding ?? 0)}</strong>
      </Text>
      <Text>
        Overdue <strong>{formatRupees(row?.overdue ?? 0)}</strong>
      </Text>
      <Anchor component={Link} to={`/retailers/${retailerId}/statement`}>
        Statement of account
      </Anchor>
    </Group>
  );
}

/**
 * "Payments" on the retailer view (product.md §16): what it owes, "Record payment", and its payments,
 * newest first, each reversible (never edited).
 */
export function RetailerPaymentsSection({
  retailerId,
  retailerName,
}: {
  retailerId: number;
  retailerName: string;
}) {
  const [page, setPage] = useState(1);
  const payments = usePayments({ retailerId, page });
  const [reversing, setReversing] = useState<Payment | null>(null);
  return (
    <Paper withBorder p="md" maw={860} mt="md" component="section" aria-labelledby="retailer-payments-title">
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h4" id="retailer-payments-title">
          Payments
        </Title>
        <RecordPaymentButton retailerId={retailerId} retailerName={retailerName} />
      </Group>
      <MoneyOwed retailerId={retailerId} />
      <QueryState
        query={payments}
        empty={{ when: (d) => d.payments.length === 0 && d.page === 1, message: 'No payments recorded.' }}
      >
        {(data) => (
          <>
            <PaymentTable payments={data.payments} onReverse={setReversing} />
            <ListPager label="Payment pages" page={page} hasNext={data.hasNext} onChange={setPage} />
          </>
        )}
      </QueryState>
      <ReversePaymentDialog payment={reversing} onClose={() => setReversing(null)} />
    </Paper>
  );
}
