import { Box, Stack, Table, Text } from '@mantine/core';
import { type ClipboardEvent, useId, useRef, useState } from 'react';
import { GridFillBar } from './GridFillBar';
import { QuantityCell } from './QuantityCell';
import {
  fillCells,
  type GridAxisItem,
  type GridValues,
  gridCellKey,
  gridTotals,
  isBlock,
  parsePastedBlock,
  pasteBlock,
  withCell,
} from './quantity-grid';

export interface QuantityGridProps {
  /** The table's caption and the name of its scroll region: "Stock by size and colour". */
  caption: string;
  /** Colours, one row each (a product without colours: one row). */
  rows: GridAxisItem[];
  /** Sizes in the order given (the manufacturer's order, not alphabetical). */
  columns: GridAxisItem[];
  /** The header over the row names, e.g. "Colour". */
  rowAxis: string;
  /** The last word of each cell's label: "stock" gives "Navy M stock". */
  unit: string;
  values: GridValues;
  onChange?: (values: GridValues) => void;
  /** Per cell, what is left of it (stock still to sell): shown under each input. */
  left?: GridValues;
  /** Shows the numbers without inputs to change them. */
  readOnly?: boolean;
}

type Place = { row: number; column: number };
type PasteNote = { alert: boolean; text: string } | null;

const TOTAL_CELL = { fontWeight: 600, textAlign: 'right', whiteSpace: 'nowrap' } as const;

/**
 * The one grid of quantities (size x colour), wherever a grid is shown or typed into: a number per
 * cell, row and column totals and the grand total, fill a row or a column, paste a block from a
 * spreadsheet at the focused cell, arrows and Tab between cells. It scrolls inside its own region.
 */
export function QuantityGrid(props: QuantityGridProps) {
  const { caption, rows, columns, rowAxis, unit, values, onChange, left, readOnly } = props;
  const captionId = useId();
  const region = useRef<HTMLDivElement>(null);
  const [active, setActive] = useState<Place>({ row: 0, column: 0 });
  const [note, setNote] = useState<PasteNote>(null);
  const { rowTotals, columnTotals, grandTotal } = gridTotals(rows, columns, values);
  const editable = !readOnly && onChange !== undefined;
  const activeRow = rows[Math.min(active.row, rows.length - 1)];
  const activeColumn = columns[Math.min(active.column, columns.length - 1)];

  const focusCell = ({ row, column }: Place) => {
    const row_ = Math.max(0, Math.min(rows.length - 1, row));
    const column_ = Math.max(0, Math.min(columns.length - 1, column));
    region.current?.querySelector<HTMLInputElement>(`[data-grid-cell="${row_}:${column_}"]`)?.focus();
  };

  const onPaste = (at: Place) => (event: ClipboardEvent<HTMLInputElement>) => {
    const text = event.clipboardData.getData('text/plain');
    // One value pastes into the cell as typing would.
    if (!onChange || !isBlock(text)) return;
    event.preventDefault();
    const parsed = parsePastedBlock(text);
    if (!parsed.ok) {
      setNote({ alert: true, text: parsed.message });
      return;
    }
    const result = pasteBlock(rows, columns, values, parsed.block, at);
    onChange(result.values);
    const outside = result.leftOut ? `; ${result.leftOut} outside the grid left out` : '';
    setNote({ alert: false, text: `Pasted ${result.pasted} cells${outside}` });
  };

  const fill = (keys: string[]) => (value: number) => onChange?.(fillCells(values, keys, value));

  return (
    <Stack gap="xs">
      {editable && activeRow && activeColumn ? (
        <GridFillBar
          caption={caption}
          rowName={activeRow.header ?? activeRow.name}
          columnName={activeColumn.header ?? activeColumn.name}
          onFillRow={fill(columns.map((c) => gridCellKey(activeRow.key, c.key)))}
          onFillColumn={fill(rows.map((r) => gridCellKey(r.key, activeColumn.key)))}
        />
      ) : null}
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
              {caption}
            </Text>
          </Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{rowAxis}</Table.Th>
              {columns.map((column) => (
                <Table.Th key={column.key} scope="col" ta="center">
                  {column.header ?? column.name}
                </Table.Th>
              ))}
              <Table.Th scope="col" ta="right">
                Total
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row, r) => (
              <Table.Tr key={row.key}>
                <Table.Th scope="row" style={{ whiteSpace: 'nowrap' }}>
                  {row.header ?? row.name}
                </Table.Th>
                {columns.map((column, c) => {
                  const key = gridCellKey(row.key, column.key);
                  const label = [row.name, column.name, unit].filter(Boolean).join(' ');
                  return (
                    <Table.Td key={column.key} style={{ verticalAlign: 'top' }}>
                      {editable ? (
                        <QuantityCell
                          label={label}
                          value={values[key]}
                          left={left?.[key]}
                          position={{ row: r, column: c }}
                          onChange={(value) => onChange(withCell(values, key, value))}
                          onMove={(dr, dc) => focusCell({ row: r + dr, column: c + dc })}
                          onFocus={() => setActive({ row: r, column: c })}
                          onPaste={onPaste({ row: r, column: c })}
                        />
                      ) : (
                        <Text ta="right" size="sm">
                          {values[key] ?? 0}
                        </Text>
                      )}
                    </Table.Td>
                  );
                })}
                <Table.Td style={TOTAL_CELL}>{rowTotals[r]}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
          <Table.Tfoot>
            <Table.Tr>
              <Table.Th scope="row">Total</Table.Th>
              {columns.map((column, c) => (
                <Table.Td key={column.key} style={TOTAL_CELL}>
                  {columnTotals[c]}
                </Table.Td>
              ))}
              <Table.Td style={TOTAL_CELL}>{grandTotal}</Table.Td>
            </Table.Tr>
          </Table.Tfoot>
        </Table>
      </Box>
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
