import type { OrderQuote } from '@apparel/contracts';
import { type DataColumn, DataTable, formatPaiseAsRupees } from '@apparel/ui';
import { Button, Group, Text } from '@mantine/core';
import { chosenAttributeLines } from '../orders/chosen-attributes';
import { shortLines } from './cell-stock';
import { type OrderLine, priceLines } from './order-lines';
import { listPriced } from './order-quote';
import { QuotedPriceSource } from './QuotedPrice';

type PricedLine = ReturnType<typeof priceLines>['priced'][number] & { index: number };

interface OrderLinesTableProps {
  lines: OrderLine[];
  onRemove: (line: OrderLine) => void;
  /** The server's quote for the chosen retailer: its unit prices and total are the ones shown. */
  quote?: OrderQuote;
}

/**
 * Order Items: name, chosen attributes, quantity (warned when its cell has less left), unit price
 * after the quantity discount, Remove; the total.
 */
export function OrderLinesTable({ lines, onRemove, quote }: OrderLinesTableProps) {
  const { priced, totalPaise } = priceLines(lines, quote);
  const short = shortLines(lines);
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
    {
      header: 'Qty',
      cell: ({ line, index }) => (
        <>
          {line.quantity}
          {short.has(index) ? (
            <Text size="sm" c="orange" fw={600}>
              Only {short.get(index)} left
            </Text>
          ) : null}
        </>
      ),
    },
    {
      header: 'Unit price',
      cell: ({ unitPaise, discount, quoted }) => (
        <>
          {formatPaiseAsRupees(unitPaise)}
          {listPriced(quoted) ? (
            <QuotedPriceSource item={quoted} />
          ) : discount > 0 ? (
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
        rows={priced.map((row, index) => ({ ...row, index }))}
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
      {short.size > 0 ? (
        <Text size="sm" c="orange" fw={600} mt="xs">
          Some lines ask for more than is left. The order can still be created; accepting it needs the stock.
        </Text>
      ) : null}
    </>
  );
}
