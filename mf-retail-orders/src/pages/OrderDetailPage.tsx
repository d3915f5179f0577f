import { errorMessage, useOrder, useUpdateOrderStatus } from '@apparel/api-client';
import type { OrderStatus, OrderStatusUpdate } from '@apparel/contracts';
import {
  ConfirmButton,
  formatRupees,
  LoadFailure,
  Loading,
  notifyError,
  notifySuccess,
  PageHeader,
  useListReturnPath,
} from '@apparel/ui';
import { Group, Paper, SimpleGrid, Text } from '@mantine/core';
import { useParams } from 'react-router-dom';
import { HoldActions } from '../features/credit-hold/HoldActions';
import { HoldReason } from '../features/credit-hold/HoldReason';
import { DispatchActions } from '../features/dispatch/DispatchActions';
import { DispatchProgressTable } from '../features/dispatch/DispatchProgressTable';
import { OrderDocuments } from '../features/dispatch/OrderDocuments';
import { OrderTimeline } from '../features/dispatch/OrderTimeline';
import { OrderItemsTable } from '../features/orders/OrderItemsTable';
import { StatusBadge } from '../shared/StatusBadge';

const DONE: Record<OrderStatusUpdate['status'], string> = {
  ACCEPTED: 'Order accepted',
  REJECTED: 'Order rejected',
};

/** Orders not yet accepted or rejected: PENDING, and ON_HOLD until released (product.md §16). */
const UNDECIDED = new Set<OrderStatus>(['PENDING', 'ON_HOLD']);

/** /orders/:id: the order, its items, and Accept / Reject while it is PENDING (Release hold / Reject while ON_HOLD). */
export default function OrderDetailPage() {
  const id = Number(useParams().id);
  const order = useOrder(id);
  const change = useUpdateOrderStatus();
  const backTo = useListReturnPath('/orders');
  const decide = (status: OrderStatusUpdate['status']) =>
    change.mutate(
      { id, status },
      {
        onSuccess: () => notifySuccess(DONE[status]),
        onError: (error) => notifyError(errorMessage(error)),
      },
    );

  if (order.isPending) return <Loading />;
  if (order.isError)
    return (
      <>
        <PageHeader title={`Order #${id}`} />
        <LoadFailure message={errorMessage(order.error, order.error.message)} backTo={backTo} />
      </>
    );
  const { data } = order;
  return (
    <>
      <PageHeader
        title={`Order #${data.id}`}
        actions={
          data.status === 'PENDING' ? (
            <Group gap="sm">
              <ConfirmButton
                color="green"
                loading={change.isPending}
                confirm={`Accept order #${data.id}? Stock will be taken.`}
                confirmLabel="Accept"
                onConfirm={() => decide('ACCEPTED')}
              >
                Accept
              </ConfirmButton>
              <ConfirmButton
                color="red"
                variant="light"
                loading={change.isPending}
                confirm={`Reject order #${data.id}?`}
                confirmLabel="Reject"
                onConfirm={() => decide('REJECTED')}
              >
                Reject
              </ConfirmButton>
            </Group>
          ) : data.status === 'ON_HOLD' ? (
            <HoldActions order={data} />
          ) : (
            <DispatchActions order={data} />
          )
        }
      />
      <HoldReason order={data} />
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
      <OrderItemsTable items={data.items} pending={UNDECIDED.has(data.status)} />
      {UNDECIDED.has(data.status) || data.status === 'REJECTED' ? null : (
        <>
          <DispatchProgressTable items={data.items} />
          <OrderDocuments invoices={data.invoices} creditNotes={data.creditNotes} />
        </>
      )}
      <OrderTimeline orderId={data.id} />
    </>
  );
}
