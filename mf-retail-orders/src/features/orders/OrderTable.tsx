import type { OrderSummary } from '@apparel/contracts';
import { ConfirmButton, type DataColumn, DataTable, formatDateTime, formatRupees } from '@apparel/ui';
import { Anchor, Group } from '@mantine/core';
import { Link } from 'react-router-dom';
import { StatusBadge } from '../../shared/StatusBadge';
import { TEXT } from '../../shared/texts';

interface OrderTableProps {
  orders: OrderSummary[];
  /** The order being deleted, whose Delete waits. */
  deletingId?: number;
  onDelete: (id: number) => void;
}

/** The orders list (SPEC 2): Order ID, Retailer, Status, Total Amount, Created, View and Delete. */
export function OrderTable({ orders, deletingId, onDelete }: OrderTableProps) {
  const columns: DataColumn<OrderSummary>[] = [
    { header: 'Order ID', cell: (o) => o.id },
    { header: 'Retailer', cell: (o) => o.retailer?.name || 'N/A' },
    { header: 'Status', cell: (o) => <StatusBadge status={o.status} /> },
    { header: 'Total Amount', cell: (o) => formatRupees(o.totalAmount) },
    { header: 'Created', cell: (o) => formatDateTime(o.createdAt) },
    {
      header: 'Action',
      cell: (o) => (
        <Group gap="sm" wrap="nowrap">
          <Anchor component={Link} to={`/orders/${o.id}`} aria-label={`View order ${o.id}`}>
            View
          </Anchor>
          <ConfirmButton
            size="xs"
            variant="light"
            color="red"
            confirm={TEXT.deleteOrder}
            confirmLabel="Delete"
            loading={deletingId === o.id}
            aria-label={`Delete order ${o.id}`}
            onConfirm={() => onDelete(o.id)}
          >
            Delete
          </ConfirmButton>
        </Group>
      ),
    },
  ];
  return <DataTable columns={columns} rows={orders} rowKey={(o) => o.id} minWidth={760} />;
}
