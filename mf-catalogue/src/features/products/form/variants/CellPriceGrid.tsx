import { cellKey, type GridAxes } from '@apparel/contracts';
import { variantCellAt, variantGridAxes } from '@apparel/ui';
import { Box, Table, Text, TextInput } from '@mantine/core';
import { type KeyboardEvent, useId, useRef } from 'react';
import { useWatch } from 'react-hook-form';
import type { ProductFormValues } from '../product-form-values';
import type { VariantFormState } from './variant-form-state';

export const CELL_PRICE_CAPTION = 'Price by size and colour';

interface CellPriceGridProps {
  axes: GridAxes;
  state: VariantFormState;
  onChange: (state: VariantFormState) => void;
}

/**
 * Each cell's own base price (product.md §15, "Cell prices": XXL and up +₹50, a costly dye): the
 * "Price" row sets every colour of a size at once, a cell its own; blank takes the product's Price.
 * Arrows and Enter move between cells as in the stock grid.
 */
export function CellPriceGrid({ axes, state, onChange }: CellPriceGridProps) {
  const captionId = useId();
  const region = useRef<HTMLDivElement>(null);
  const productPrice = useWatch<ProductFormValues, 'price'>({ name: 'price' });
  const { rows, columns } = variantGridAxes(axes);
  const keys = rows.map((row) => columns.map((column) => cellKey(variantCellAt(row, column))));
  const keyOf = (r: number, c: number) => keys[r]?.[c] ?? '';
  // The size's row shows a price only while every colour of the size has that one.
  const sizePrice = (c: number) => {
    const prices = rows.map((_, r) => state.prices[keyOf(r, c)] ?? '');
    return prices.every((p) => p === prices[0]) ? (prices[0] ?? '') : '';
  };
  const setPrices = (keys: string[], text: string) =>
    onChange({ ...state, prices: { ...state.prices, ...Object.fromEntries(keys.map((k) => [k, text])) } });

  // Row -1 is the sizes' "Price" row.
  const move = (r: number, c: number) => (event: KeyboardEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const step = {
      ArrowUp: [-1, 0],
      ArrowDown: [1, 0],
      Enter: [1, 0],
      ArrowLeft: input.selectionStart === 0 ? [0, -1] : null,
      ArrowRight: input.selectionEnd === input.value.length ? [0, 1] : null,
    }[event.key];
    if (event.key === 'Enter') event.preventDefault();
    if (!step) return;
    event.preventDefault();
    const row = Math.max(-1, Math.min(rows.length - 1, r + (step[0] as number)));
    const column = Math.max(0, Math.min(columns.length - 1, c + (step[1] as number)));
    region.current?.querySelector<HTMLInputElement>(`[data-price-cell="${row}:${column}"]`)?.focus();
  };

  const priceInput = (label: string, value: string, r: number, c: number, onText: (text: string) => void) => (
    <TextInput
      size="xs"
      w={92}
      aria-label={label}
      inputMode="decimal"
      autoComplete="off"
      maxLength={14}
      placeholder={productPrice ? String(productPrice) : undefined}
      value={value}
      styles={{ input: { textAlign: 'right' } }}
      data-price-cell={`${r}:${c}`}
      onChange={(event) => onText(event.currentTarget.value)}
      onFocus={(event) => event.currentTarget.select()}
      onKeyDown={move(r, c)}
    />
  );

  return (
    <Box
      ref={region}
      role="region"
      aria-labelledby={captionId}
      tabIndex={0}
      className="quantity-grid-region"
      style={{ overflowX: 'auto' }}
    >
      <Table withTableBorder withColumnBorders verticalSpacing={4} horizontalSpacing="xs" w="auto">
        <Table.Caption id={captionId} style={{ captionSide: 'top', textAlign: 'left' }}>
          <Text component="span" fw={600} c="var(--mantine-color-text)">
            {CELL_PRICE_CAPTION}
          </Text>
          <Text component="span" size="sm" c="dimmed">
            {' '}
            (₹; blank: the product's Price)
          </Text>
        </Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Colour</Table.Th>
            {columns.map((column) => (
              <Table.Th key={column.key} scope="col" ta="center">
                {column.header ?? column.name}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          <Table.Tr>
            <Table.Th scope="row">Price</Table.Th>
            {columns.map((column, c) => (
              <Table.Td key={column.key}>
                {priceInput(`${column.name || 'Every'} size price`, sizePrice(c), -1, c, (text) =>
                  setPrices(
                    rows.map((_, r) => keyOf(r, c)),
                    text,
                  ),
                )}
              </Table.Td>
            ))}
          </Table.Tr>
          {rows.map((row, r) => (
            <Table.Tr key={row.key}>
              <Table.Th scope="row" style={{ whiteSpace: 'nowrap' }}>
                {row.header ?? row.name}
              </Table.Th>
              {columns.map((column, c) => (
                <Table.Td key={column.key}>
                  {priceInput(
                    [row.name, column.name, 'price'].filter(Boolean).join(' '),
                    state.prices[keyOf(r, c)] ?? '',
                    r,
                    c,
                    (text) => setPrices([keyOf(r, c)], text),
                  )}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Box>
  );
}
