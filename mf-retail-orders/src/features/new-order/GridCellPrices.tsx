import { ORDER_ATTRIBUTE_KINDS, type Product, variantLabel } from '@apparel/contracts';
import { formatRupees, type GridAxisItem, type GridValues } from '@apparel/ui';
import { List, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { gridLines } from './order-grid';
import type { Choices, OrderLine } from './order-lines';
import { listPriced, rungText, useLinesQuote, useQuoteRetailer } from './order-quote';

interface GridCellPricesProps {
  product: Product;
  axes: { rows: GridAxisItem[]; columns: GridAxisItem[] };
  values: GridValues;
  choices: Choices;
  /** Order Items so far: the product's total quantity (the rung reached) counts them too. */
  lines: OrderLine[];
}

/**
 * The chosen retailer's price of each typed cell, as the server quotes it with Order Items
 * (product.md §15): shown when a price list prices any of them; otherwise the tier line above says it.
 */
export function GridCellPrices({ product, axes, values, choices, lines }: GridCellPricesProps) {
  const retailerId = useQuoteRetailer();
  // One quote once typing pauses, not one per keystroke.
  const [settledValues] = useDebouncedValue(values, 300);
  const typed = gridLines(product, axes, settledValues, choices, lines).lines.filter(
    (line) => Number.isInteger(line.quantity) && line.quantity >= 1,
  );
  const quote = useLinesQuote(typed.length > 0 ? retailerId : null, [...lines, ...typed]);
  const quotedCells = typed.map((line, index) => ({ line, item: quote?.items[lines.length + index] }));
  if (!quotedCells.some(({ item }) => listPriced(item))) return null;
  const rung = quotedCells.find(({ item }) => item?.nextRung)?.item?.nextRung;
  return (
    <div role="status" aria-label="Prices for the retailer">
      <List size="sm" spacing={2}>
        {quotedCells.map(({ line, item }) =>
          item ? (
            <List.Item key={ORDER_ATTRIBUTE_KINDS.map((kind) => line.choices[kind]?.id).join('-')}>
              {variantLabel({ colorName: line.choices.color?.name, sizeName: line.choices.size?.name }) ||
                product.name}
              : {formatRupees(item.unitPrice)} ({item.priceSource})
            </List.Item>
          ) : null,
        )}
      </List>
      {rung ? (
        <Text size="sm" c="dimmed">
          {rungText(rung)}
        </Text>
      ) : null}
    </div>
  );
}
