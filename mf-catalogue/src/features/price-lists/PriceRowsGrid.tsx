import { useProductsById } from '@apparel/api-client';
import {
  Box,
  Button,
  CloseButton,
  Group,
  Stack,
  Table,
  Text,
  TextInput,
  VisuallyHidden,
} from '@mantine/core';
import { type ClipboardEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import {
  isPastedBlock,
  newPriceRow,
  PRICE_ROWS_MSG,
  type PriceRowDraft,
  pasteIntoRows,
  TYPED_COLUMNS,
  type TypedColumn,
} from './price-rows';
import { RowCellSelect } from './RowCellSelect';
import { RowProductSelect } from './RowProductSelect';

/** Rows shown at once: a list of 100,000 rows is edited a page at a time (its CSV for the rest). */
export const ROWS_PER_PAGE = 50;

const CAPTION = 'Fixed prices';
const COLUMN_LABEL: Record<TypedColumn, string> = { price: 'price', minQty: 'min qty' };

interface PriceRowsGridProps {
  rows: PriceRowDraft[];
  onChange: (rows: PriceRowDraft[]) => void;
}

type Note = { alert: boolean; text: string } | null;

/**
 * The rows of a list (product.md §15), keyboard-first like the stock grid: arrows and Enter move
 * between the price and min qty cells (Enter on the last row adds one), Tab walks every field, and a
 * block pasted from a spreadsheet (price, min qty) fills the rows from the focused cell down.
 */
export function PriceRowsGrid({ rows, onChange }: PriceRowsGridProps) {
  const captionId = useId();
  const region = useRef<HTMLDivElement>(null);
  const [page, setPage] = useState(0);
  const [note, setNote] = useState<Note>(null);
  const pendingFocus = useRef<string | null>(null);
  const pages = Math.max(1, Math.ceil(rows.length / ROWS_PER_PAGE));
  const shownPage = Math.min(page, pages - 1);
  const first = shownPage * ROWS_PER_PAGE;
  const shown = rows.slice(first, first + ROWS_PER_PAGE);
  const products = useProductsById([
    ...new Set(shown.flatMap((r) => (r.productId === null ? [] : [r.productId]))),
  ]);

  useEffect(() => {
    if (!pendingFocus.current) return;
    region.current?.querySelector<HTMLElement>(pendingFocus.current)?.focus();
    pendingFocus.current = null;
  });

  const change = (index: number, patch: Partial<PriceRowDraft>) =>
    onChange(rows.map((row, i) => (i === index ? { ...row, ...patch } : row)));

  const addRow = () => {
    const row = newPriceRow();
    pendingFocus.current = `[data-row-product="${rows.length}"] input`;
    setPage(Math.floor(rows.length / ROWS_PER_PAGE));
    onChange([...rows, row]);
  };

  const focusCell = (index: number, column: TypedColumn) =>
    region.current?.querySelector<HTMLInputElement>(`[data-row-cell="${index}:${column}"]`)?.focus();

  const onKeyDown = (index: number, column: TypedColumn) => (event: KeyboardEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const c = TYPED_COLUMNS.indexOf(column);
    const lastShown = first + shown.length - 1;
    if (event.key === 'Enter' || event.key === 'ArrowDown') {
      event.preventDefault();
      if (index < lastShown) focusCell(index + 1, column);
      else if (event.key === 'Enter' && index === rows.length - 1) addRow();
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      if (index > first) focusCell(index - 1, column);
    } else if (event.key === 'ArrowLeft' && input.selectionStart === 0 && c > 0) {
      event.preventDefault();
      focusCell(index, TYPED_COLUMNS[c - 1] as TypedColumn);
    } else if (
      event.key === 'ArrowRight' &&
      input.selectionEnd === input.value.length &&
      c < TYPED_COLUMNS.length - 1
    ) {
      event.preventDefault();
      focusCell(index, TYPED_COLUMNS[c + 1] as TypedColumn);
    }
  };

  const onPaste = (index: number, column: TypedColumn) => (event: ClipboardEvent<HTMLInputElement>) => {
    const text = event.clipboardData.getData('text/plain');
    // One value pastes into the cell as typing would.
    if (!isPastedBlock(text)) return;
    event.preventDefault();
    const result = pasteIntoRows(rows, text, { row: index, column });
    if (!result.ok) {
      setNote({ alert: true, text: result.message });
      return;
    }
    onChange(result.rows);
    setNote({ alert: false, text: PRICE_ROWS_MSG.pasted(result.pasted, result.leftOut) });
  };

  const typedCell = (row: PriceRowDraft, index: number, column: TypedColumn) => (
    <TextInput
      size="xs"
      w={column === 'price' ? 110 : 80}
      aria-label={`Row ${index + 1} ${COLUMN_LABEL[column]}`}
      inputMode={column === 'price' ? 'decimal' : 'numeric'}
      autoComplete="off"
      maxLength={14}
      value={row[column]}
      styles={{ input: { textAlign: 'right' } }}
      data-row-cell={`${index}:${column}`}
      onChange={(event) => change(index, { [column]: event.currentTarget.value })}
      onFocus={(event) => event.currentTarget.select()}
      onKeyDown={onKeyDown(index, column)}
      onPaste={onPaste(index, column)}
    />
  );

  return (
    <Stack gap="xs">
      <Box
        ref={region}
        role="region"
        aria-labelledby={captionId}
        // Focusable, so a keyboard can scroll it sideways on a phone.
        tabIndex={0}
        className="quantity-grid-region"
        style={{ overflowX: 'auto' }}
      >
        <Table withTableBorder withColumnBorders verticalSpacing={4} horizontalSpacing="xs" w="auto">
          <Table.Caption id={captionId} style={{ captionSide: 'top', textAlign: 'left' }}>
            <Text component="span" fw={600} c="var(--mantine-color-text)">
              {CAPTION}
            </Text>
          </Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Row</Table.Th>
              <Table.Th scope="col">Product</Table.Th>
              <Table.Th scope="col">Cell</Table.Th>
              <Table.Th scope="col">Price (₹)</Table.Th>
              <Table.Th scope="col">Min qty</Table.Th>
              <Table.Th scope="col">
                <VisuallyHidden>Remove</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {shown.map((row, offset) => {
              const index = first + offset;
              const product = row.productId === null ? undefined : products.get(row.productId);
              return (
                <Table.Tr key={row.key}>
                  <Table.Th scope="row">{index + 1}</Table.Th>
                  <Table.Td data-row-product={index}>
                    <RowProductSelect
                      label={`Row ${index + 1} product`}
                      value={row.productId}
                      product={product}
                      onChange={(productId) => change(index, { productId, variantId: null })}
                    />
                  </Table.Td>
                  <Table.Td>
                    <RowCellSelect
                      label={`Row ${index + 1} cell`}
                      value={row.variantId}
                      product={product}
                      onChange={(variantId) => change(index, { variantId })}
                    />
                  </Table.Td>
                  <Table.Td>{typedCell(row, index, 'price')}</Table.Td>
                  <Table.Td>{typedCell(row, index, 'minQty')}</Table.Td>
                  <Table.Td>
                    <CloseButton
                      aria-label={`Remove row ${index + 1}`}
                      onClick={() => onChange(rows.filter((_, i) => i !== index))}
                    />
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Box>
      {rows.length === 0 ? (
        <Text size="sm" c="dimmed">
          No fixed prices: the list takes its percent off every product.
        </Text>
      ) : null}
      <Group gap="xs">
        <Button variant="light" size="xs" onClick={addRow}>
          + Add row
        </Button>
        {pages > 1 ? (
          <Group gap="xs" role="group" aria-label="Row pages">
            <Button
              size="xs"
              variant="default"
              disabled={shownPage === 0}
              onClick={() => setPage(shownPage - 1)}
            >
              Prev
            </Button>
            <Text size="sm">
              Rows {first + 1}–{first + shown.length} of {rows.length}
            </Text>
            <Button
              size="xs"
              variant="default"
              disabled={shownPage >= pages - 1}
              onClick={() => setPage(shownPage + 1)}
            >
              Next
            </Button>
          </Group>
        ) : null}
      </Group>
      {note?.alert ? (
        <Text size="sm" c="red" role="alert">
          {note.text}
        </Text>
      ) : null}
      <Text size="sm" c="dimmed" role="status">
        {note && !note.alert ? note.text : null}
      </Text>
    </Stack>
  );
}
