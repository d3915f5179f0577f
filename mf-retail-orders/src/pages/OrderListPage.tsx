import { errorMessage, useDeleteOrder, useOrders } from '@apparel/api-client';
import { ORDER_STATUSES, type OrderStatus } from '@apparel/contracts';
import { EmptyState, ErrorBanner, Loading, notifyError, notifySuccess, PageHeader } from '@apparel/ui';
import { Button } from '@mantine/core';
import { Link, useSearchParams } from 'react-router-dom';
import { OrderFilters, OrderPager } from '../features/orders/OrderFilters';
import { OrderTable } from '../features/orders/OrderTable';

const statusOf = (value: string | null): OrderStatus | undefined => ORDER_STATUSES.find((s) => s === value);

/** /orders: newest first, paged by the server, filtered by status (both kept in the URL). */
export default function OrderListPage() {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const status = statusOf(params.get('status'));
  const orders = useOrders({ page, status });
  const remove = useDeleteOrder();
  const go = (next: { page?: number; status?: OrderStatus }) =>
    setParams((current) => {
      const merged = new URLSearchParams(current);
      merged.set('page', String(next.page ?? 1));
      if ('status' in next) {
        if (next.status) merged.set('status', next.status);
        else merged.delete('status');
      }
      return merged;
    });
  const onDelete = (id: number) =>
    remove.mutate(id, {
      onSuccess: () => notifySuccess(`Order ${id} deleted`),
      onError: (error) => notifyError(errorMessage(error)),
    });

  return (
    <>
      <PageHeader
        title="Orders"
        actions={
          <Button component={Link} to="/orders-new">
            Create Order
          </Button>
        }
      />
      <OrderFilters status={status} onStatus={(next) => go({ status: next })} />
      {orders.isPending ? <Loading /> : null}
      {orders.isError ? (
        <ErrorBanner message={`Error: ${errorMessage(orders.error, orders.error.message)}`} />
      ) : null}
      {orders.data?.orders.length === 0 ? <EmptyState message="No orders found." /> : null}
      {orders.data && orders.data.orders.length > 0 ? (
        <>
          <OrderTable
            orders={orders.data.orders}
            deletingId={remove.isPending ? remove.variables : undefined}
            onDelete={onDelete}
          />
          <OrderPager page={page} hasNext={orders.data.hasNext} onPage={(next) => go({ page: next })} />
        </>
      ) : null}
    </>
  );
}
