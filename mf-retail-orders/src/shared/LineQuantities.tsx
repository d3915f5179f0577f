import { Alert, NumberInput, Table } from '@mantine/core';
import type { ReactNode } from 'react';
import { type Control, Controller, type FieldPath, type FieldValues } from 'react-hook-form';

interface QuantityFieldProps<Values extends FieldValues> {
  control: Control<Values>;
  name: FieldPath<Values>;
  /** The accessible name, naming the line ("Dispatch quantity of line 2 (Cotton Shirt, Red, M)"). */
  label: string;
  max: number;
  /**
   * Leaves a number above `max` as typed, for the server to refuse under the field (the dispatch form),
   * instead of silently lowering it to `max` on blur.
   */
  keepAboveMax?: boolean;
}

/** A whole number of pieces from 0 to `max` (its arrows stop there), kept in the form as a number. */
export function QuantityField<Values extends FieldValues>({
  control,
  name,
  label,
  max,
  keepAboveMax = false,
}: QuantityFieldProps<Values>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <NumberInput
          aria-label={label}
          min={0}
          max={max}
          clampBehavior={keepAboveMax ? 'none' : 'blur'}
          disabled={max === 0}
          allowDecimal={false}
          allowNegative={false}
          value={field.value}
          onChange={(v) => field.onChange(typeof v === 'number' ? v : Number(v))}
          onBlur={field.onBlur}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}

interface LineQuantitiesTableProps {
  /** The column titles, the quantity input's last. */
  headers: string[];
  rows: { key: number; cells: ReactNode[] }[];
  /** The lines' own problem ("Dispatch at least one piece"), shown under the table. */
  error?: string;
}

/** The per-line quantities of a dispatch or a credit note: a scrollable table, then the lines' problem. */
export function LineQuantitiesTable({ headers, rows, error }: LineQuantitiesTableProps) {
  return (
    <>
      <Table.ScrollContainer minWidth={360}>
        <Table>
          <Table.Thead>
            <Table.Tr>
              {headers.map((header) => (
                <Table.Th key={header}>{header}</Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.key}>
                {row.cells.map((cell, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: a row's cells are its fixed columns
                  <Table.Td key={i}>{cell}</Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {error ? (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      ) : null}
    </>
  );
}
