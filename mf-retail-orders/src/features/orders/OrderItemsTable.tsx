import { type OrderItem, shortOrderLines, variantLabel } from '@apparel/contracts';
import { type DataColumn, DataTable, formatRupees } from '@apparel/ui';
import { Alert, List, Text } from '@mantine/core';
import { chosenAttributeLines } from './chosen-attributes';
import { LinePriceSource } from './LinePriceSource';

/** "SKU KURTA-NAVY-M · 30 left": the line's cell and its stock now. */
const cellStockLine = (item: OrderItem) =>
  [item.sku ? `SKU ${item.sku}` : '', item.stockLeft === null ? '' : `${item.stockLeft} left`]
    .filter(Boolean)
    .join(' · ');

const columnsFor = (short: Set<number>): DataColumn<OrderItem>[] => [
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
        {cellStockLine(item) ? (
          <Text size="sm" c="dimmed">
            {cellStockLine(item)}
          </Text>
        ) : null}
        {short.has(item.id) ? (
          <Text size="sm" c="orange" fw={600}>
            Not enough stock to accept now
          </Text>
        ) : null}
      </>
    ),
  },
  { header: 'Qty', cell: (item) => item.quantity },
  {
    header: 'price',
    cell: (item) => (
      <>
        {formatRupees(item.price)}
        <LinePriceSource item={item} />
      </>
    ),
  },
];

interface OrderItemsTableProps {
  items: OrderItem[];
  /** A PENDING order also says which lines accepting it now could not fill. */
  pending?: boolean;
}

/**
 * An order's lines: Name (with the chosen attributes, the cell's SKU and stock left under it), Qty and
 * unit price (product.md §2). While PENDING, lines whose cell has too little left are named above the table.
 */
export function OrderItemsTable({ items, pending = false }: OrderItemsTableProps) {
  const short = pending ? shortOrderLines(items) : new Set<number>();
  const shortItems = items.filter((item) => short.has(item.id));
  return (
    <>
      {shortItems.length > 0 ? (
        <Alert color="orange" mb="md" title="Accepting now would be refused: not enough stock for">
          <List size="sm">
            {shortItems.map((item) => (
              <List.Item key={item.id}>
                {item.product.name} {variantLabel({ colorName: item.color?.name, sizeName: item.size?.name })}
                : {item.stockLeft ?? 0} left, {item.quantity} ordered
              </List.Item>
            ))}
          </List>
        </Alert>
      ) : null}
      <DataTable columns={columnsFor(short)} rows={items} rowKey={(item) => item.id} minWidth={480} />
    </>
  );
}
