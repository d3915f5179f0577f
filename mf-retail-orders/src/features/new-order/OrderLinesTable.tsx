import { type DataColumn, DataTable, formatPaiseAsRupees } from '@apparel/ui';
import { Button, Group, Text } from '@mantine/core';
import { chosenAttributeLines } from '../orders/chosen-attributes';
import { type OrderLine, priceLines } from './order-lines';

type PricedLine = ReturnType<typeof priceLines>['priced'][number];

interface OrderLinesTableProps {
  lines: OrderLine[];
  onRemove: (line: OrderLine) => void;
}

/** Order Items: name, chosen attributes, quantity, unit price after the quantity discount, Remove; the total. */
export function OrderLinesTable({ lines, onRemove }: OrderLinesTableProps) {
  const { priced, totalPaise } = priceLines(lines);
  const columns: DataColumn<PricedLine>[] = [
    {
      header: 'Name',
      cell: ({ line }) => (
        <>
          <Text fw={500}>{line.name}</Text>
          {chosenAttributeLines(line.choices).map((text) => (
            <Text key={text} size="sm" c="dimmed">
              {text}
            </Text>
          ))}
        </>
      ),
    },
    { header: 'Qty', cell: ({ line }) => line.quantity },
    {
      header: 'Unit price',
      cell: ({ unitPaise, discount }) => (
        <>
          {formatPaiseAsRupees(unitPaise)}
          {discount > 0 ? (
            <Text size="sm" c="dimmed">
              {discount}% quantity discount
            </Text>
          ) : null}
        </>
      ),
    },
    { header: 'Line total', cell: ({ linePaise }) => formatPaiseAsRupees(linePaise) },
    {
      header: 'Action',
      cell: ({ line }) => (
        <Button
          size="xs"
          variant="light"
          color="red"
          onClick={() => onRemove(line)}
          aria-label={`Remove ${line.name}`}
        >
          Remove
        </Button>
      ),
    },
  ];
  return (
    <>
      <DataTable
        columns={columns}
        rows={priced}
        rowKey={({ line }) =>
          `${line.productId}-${Object.values(line.choices)
            .map((c) => c.id)
            .join('-')}`
        }
        minWidth={640}
      />
      <Group justify="flex-end" mt="sm">
        <Text fw={700} data-testid="order-total">
          Order total: {formatPaiseAsRupees(totalPaise)}
        </Text>
      </Group>
    </>
  );
}
