import { errorMessage, useDeleteOrder, useOrders } from '@apparel/api-client';
import { ORDER_SORT_FIELDS, ORDER_STATUS_LABELS, ORDER_STATUSES } from '@apparel/contracts';
import {
  EmptyState,
  ErrorBanner,
  FilterSelect,
  ListPager,
  ListSearch,
  Loading,
  notifyError,
  notifySuccess,
  PageHeader,
  useListParams,
} from '@apparel/ui';
import { Button } from '@mantine/core';
import { Link } from 'react-router-dom';
import { OrderTable } from '../features/orders/OrderTable';

const statusOptions = ORDER_STATUSES.map((status) => ({ value: status, label: ORDER_STATUS_LABELS[status] }));
const statusOf = (value: string) => ORDER_STATUSES.find((status) => status === value);

/** /orders: newest first unless sorted, paged by the server, searched and filtered by status; all in the URL. */
export default function OrderListPage() {
  const { page, filters, sort, apiSort, setPage, setFilters, toggleSort } = useListParams({
    filters: ['q', 'status'] as const,
    defaultSort: { by: 'createdAt', order: 'desc' },
    sortFields: ORDER_SORT_FIELDS,
  });
  const orders = useOrders({ page, q: filters.q || undefined, status: statusOf(filters.status), ...apiSort });
  const remove = useDeleteOrder();
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
      <ListSearch
        label="Search orders"
        placeholder="Order number or retailer"
        applied={filters.q}
        onApply={(q) => setFilters({ q })}
      >
        <FilterSelect
          label="Status"
          options={statusOptions}
          value={filters.status}
          onChange={(status) => setFilters({ status })}
        />
      </ListSearch>
      {orders.isPending ? <Loading /> : null}
      {orders.isError ? (
        <ErrorBanner message={`Error: ${errorMessage(orders.error, orders.error.message)}`} />
      ) : null}
      {orders.data?.orders.length === 0 ? <EmptyState message="No orders found." /> : null}
      {orders.data && orders.data.orders.length > 0 ? (
        <>
          <OrderTable
            orders={orders.data.orders}
            sort={sort}
            onSort={toggleSort}
            deletingId={remove.isPending ? remove.variables : undefined}
            onDelete={onDelete}
          />
          <ListPager label="Order pages" page={page} hasNext={orders.data.hasNext} onChange={setPage} />
        </>
      ) : null}
    </>
  );
}
