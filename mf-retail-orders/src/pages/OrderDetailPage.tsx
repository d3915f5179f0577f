import { errorMessage, useOrder, useUpdateOrderStatus } from '@apparel/api-client';
import type { OrderStatusUpdate } from '@apparel/contracts';
import { ErrorBanner, formatRupees, Loading, notifyError, notifySuccess, PageHeader } from '@apparel/ui';
import { Button, Group, Paper, SimpleGrid, Text } from '@mantine/core';
import { useParams } from 'react-router-dom';
import { OrderItemsTable } from '../features/orders/OrderItemsTable';
import { StatusBadge } from '../shared/StatusBadge';

const DONE: Record<OrderStatusUpdate['status'], string> = {
  ACCEPTED: 'Order accepted',
  REJECTED: 'Order rejected',
};

/** /orders/:id: the order, its items, and Accept / Reject while it is PENDING. */
export default function OrderDetailPage() {
  const id = Number(useParams().id);
  const order = useOrder(id);
  const change = useUpdateOrderStatus();
  const decide = (status: OrderStatusUpdate['status']) =>
    change.mutate(
      { id, status },
      {
        onSuccess: () => notifySuccess(DONE[status]),
        onError: (error) => notifyError(errorMessage(error)),
      },
    );

  if (order.isPending) return <Loading />;
  if (order.isError) return <ErrorBanner message={errorMessage(order.error, order.error.message)} />;
  const { data } = order;
  return (
    <>
      <PageHeader
        title={`Order #${data.id}`}
        actions={
          data.status === 'PENDING' ? (
            <Group gap="sm">
              <Button color="green" loading={change.isPending} onClick={() => decide('ACCEPTED')}>
                Accept
              </Button>
              <Button
                color="red"
                variant="light"
                loading={change.isPending}
                onClick={() => decide('REJECTED')}
              >
                Reject
              </Button>
            </Group>
          ) : null
        }
      />
      <Paper withBorder p="md" mb="lg">
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <div>
            <Text size="sm" c="dimmed">
              Status
            </Text>
            <StatusBadge status={data.status} />
          </div>
          <div>
            <Text size="sm" c="dimmed">
              Total Amount
            </Text>
            <Text fw={600}>{formatRupees(data.totalAmount)}</Text>
          </div>
          <div>
            <Text size="sm" c="dimmed">
              Retailer
            </Text>
            <Text>{data.retailer?.name || 'N/A'}</Text>
          </div>
        </SimpleGrid>
      </Paper>
      <OrderItemsTable items={data.items} pending={data.status === 'PENDING'} />
    </>
  );
}
