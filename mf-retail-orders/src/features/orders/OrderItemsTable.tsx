import type { OrderItem } from '@apparel/contracts';
import { type DataColumn, DataTable, formatRupees } from '@apparel/ui';
import { Text } from '@mantine/core';
import { chosenAttributeLines } from './chosen-attributes';

const columns: DataColumn<OrderItem>[] = [
  {
    header: 'Name',
    cell: (item) => (
      <>
        <Text fw={500}>{item.product.name}</Text>
        {chosenAttributeLines(item).map((line) => (
          <Text key={line} size="sm" c="dimmed">
            {line}
          </Text>
        ))}
      </>
    ),
  },
  { header: 'Qty', cell: (item) => item.quantity },
  { header: 'price', cell: (item) => formatRupees(item.price) },
];

/** An order's lines: Name (with the chosen attributes under it), Qty and unit price (SPEC 2). */
export function OrderItemsTable({ items }: { items: OrderItem[] }) {
  return <DataTable columns={columns} rows={items} rowKey={(item) => item.id} minWidth={480} />;
}
