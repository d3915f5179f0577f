import { Text, TextInput } from '@mantine/core';
import type { ClipboardEvent, KeyboardEvent } from 'react';
import { MAX_CELL_DIGITS, parseCellText } from './quantity-grid';

interface QuantityCellProps {
  /** "Navy M stock": the cell's accessible name. */
  label: string;
  value: number | undefined;
  /** What is left of this cell (stock still to sell), shown under the input. */
  left?: number;
  readOnly?: boolean;
  /** Where the grid finds the cell to move focus to. */
  position: { row: number; column: number };
  onChange: (value: number | null) => void;
  /** Moves focus by rows and columns; the grid stops at its edges. */
  onMove: (rows: number, columns: number) => void;
  onFocus: () => void;
  onPaste: (event: ClipboardEvent<HTMLInputElement>) => void;
}

/** What is left, and a warning when the cell asks for more than that (still allowed: stock may come). */
function LeftFigure({ left, value }: { left: number; value: number | undefined }) {
  const over = value !== undefined && value > left;
  return (
    <Text component="span" size="xs" c={over ? 'orange' : 'dimmed'} fw={over ? 600 : undefined}>
      {over ? `Only ${left} left` : `${left} left`}
    </Text>
  );
}

/**
 * One number of the grid. Arrow keys move between cells (left and right once the caret is at the
 * text's edge), Enter moves down instead of submitting the form, focus selects the number.
 */
export function QuantityCell(props: QuantityCellProps) {
  const { label, value, left, readOnly, position, onChange, onMove, onFocus, onPaste } = props;

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const atStart = input.selectionStart === 0;
    const atEnd = input.selectionEnd === input.value.length;
    const move = {
      ArrowUp: [-1, 0],
      ArrowDown: [1, 0],
      Enter: [1, 0],
      ArrowLeft: atStart ? [0, -1] : null,
      ArrowRight: atEnd ? [0, 1] : null,
    }[event.key];
    if (event.key === 'Enter') event.preventDefault();
    if (!move) return;
    event.preventDefault();
    onMove(move[0] as number, move[1] as number);
  };

  return (
    <TextInput
      size="xs"
      w={76}
      aria-label={label}
      inputMode="numeric"
      autoComplete="off"
      maxLength={MAX_CELL_DIGITS + 2}
      readOnly={readOnly}
      value={value === undefined ? '' : String(value)}
      description={left === undefined ? undefined : <LeftFigure left={left} value={value} />}
      inputWrapperOrder={['input', 'description']}
      styles={{ input: { textAlign: 'right' } }}
      data-grid-cell={`${position.row}:${position.column}`}
      onChange={(event) => {
        const parsed = parseCellText(event.currentTarget.value);
        // Anything but digits is ignored as typed: the cell keeps its last whole number.
        if (parsed !== undefined) onChange(parsed);
      }}
      onKeyDown={onKeyDown}
      onFocus={(event) => {
        event.currentTarget.select();
        onFocus();
      }}
      onPaste={onPaste}
    />
  );
}
