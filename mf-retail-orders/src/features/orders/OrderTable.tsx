import type { OrderSummary } from '@apparel/contracts';
import {
  type DataColumn,
  DataTable,
  formatDateTime,
  formatRupees,
  type ListSort,
  RowActions,
} from '@apparel/ui';
import { StatusBadge } from '../../shared/StatusBadge';
import { TEXT } from '../../shared/texts';

interface OrderTableProps {
  orders: OrderSummary[];
  sort: ListSort;
  onSort: (sortBy: string) => void;
  /** The order being deleted, whose Delete waits. */
  deletingId?: number;
  onDelete: (id: number) => void;
}

/** The orders list (product.md §2): Order ID, Retailer, Status, Total Amount, Created, View and Delete; sortable. */
export function OrderTable({ orders, sort, onSort, deletingId, onDelete }: OrderTableProps) {
  const columns: DataColumn<OrderSummary>[] = [
    { header: 'Order ID', cell: (o) => o.id, sortBy: 'id' },
    { header: 'Retailer', cell: (o) => o.retailer?.name || 'N/A', sortBy: 'retailer' },
    { header: 'Status', cell: (o) => <StatusBadge status={o.status} />, sortBy: 'status' },
    { header: 'Total Amount', cell: (o) => formatRupees(o.totalAmount), sortBy: 'totalAmount' },
    { header: 'Created', cell: (o) => formatDateTime(o.createdAt), sortBy: 'createdAt' },
    {
      header: 'Action',
      cell: (o) => (
        <RowActions
          record={`order ${o.id}`}
          open={`/orders/${o.id}`}
          openLabel="View"
          confirm={TEXT.deleteOrder}
          onDelete={() => onDelete(o.id)}
          deleting={deletingId === o.id}
        />
      ),
    },
  ];
  return (
    <DataTable
      columns={columns}
      rows={orders}
      rowKey={(o) => o.id}
      minWidth={760}
      sort={sort}
      onSort={onSort}
    />
  );
}
