import type { OrderItem } from '@apparel/contracts';
import { type DataColumn, DataTable } from '@apparel/ui';
import { Title } from '@mantine/core';
import { chosenAttributeLines } from '../orders/chosen-attributes';
import { remainingQty } from './line-quantities';

const columns: DataColumn<OrderItem>[] = [
  {
    header: 'Line',
    cell: (item) => [item.product.name, ...chosenAttributeLines(item)].join(', '),
  },
  { header: 'Ordered', cell: (item) => item.quantity },
  { header: 'Dispatched', cell: (item) => item.dispatchedQty },
  { header: 'Cancelled', cell: (item) => item.cancelledQty },
  { header: 'Remaining', cell: (item) => remainingQty(item) },
];

/** Per line: ordered, dispatched, cancelled and remaining pieces (issue 19). */
export function DispatchProgressTable({ items }: { items: OrderItem[] }) {
  return (
    <section aria-labelledby="dispatch-progress-title">
      <Title order={2} size="h4" id="dispatch-progress-title" mt="lg" mb="sm">
        Dispatch progress
      </Title>
      <DataTable columns={columns} rows={items} rowKey={(item) => item.id} minWidth={480} />
    </section>
  );
}
