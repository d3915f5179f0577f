import { Button, Group, TextInput } from '@mantine/core';
import { useState } from 'react';
import { MAX_CELL_DIGITS, parseCellText } from './quantity-grid';

interface GridFillBarProps {
  /** The grid's caption, so each grid's fill controls have their own names. */
  caption: string;
  /** The row and column of the last focused cell, as the buttons name them ("Navy", "M"). */
  rowName: string;
  columnName: string;
  onFillRow: (value: number) => void;
  onFillColumn: (value: number) => void;
}

/** One value, then "Fill row Navy" or "Fill column M": the row and column of the cell last focused. */
export function GridFillBar({ caption, rowName, columnName, onFillRow, onFillColumn }: GridFillBarProps) {
  const [text, setText] = useState('');
  const value = parseCellText(text);
  const ready = typeof value === 'number';
  return (
    <Group gap="xs" align="flex-end" wrap="wrap" role="group" aria-label={`Fill ${caption}`}>
      <TextInput
        size="xs"
        w={96}
        label="Fill value"
        inputMode="numeric"
        autoComplete="off"
        maxLength={MAX_CELL_DIGITS + 2}
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
        // Enter never submits the form the grid sits in.
        onKeyDown={(event) => event.key === 'Enter' && event.preventDefault()}
      />
      <Button size="xs" variant="light" disabled={!ready} onClick={() => ready && onFillRow(value)}>
        Fill row {rowName}
      </Button>
      <Button size="xs" variant="light" disabled={!ready} onClick={() => ready && onFillColumn(value)}>
        Fill column {columnName}
      </Button>
    </Group>
  );
}
