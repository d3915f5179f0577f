import { Box, Paper, Stack, Text } from '@mantine/core';
import { type ReactNode, startTransition, useEffect, useState } from 'react';

interface DataCardsProps<Row> {
  columns: { header: string; cell: (row: Row) => ReactNode }[];
  rows: Row[];
  rowKey: (row: Row) => string | number;
}

/** One row's card. A component of its own so that React, rendering a list's answer in a transition,
 * can yield between rows: called inline, every row's cells (dates and money formatted) ran in the
 * list's one render, a task React cannot split (issue 20, phones). */
function DataCard<Row>({ columns, row }: { columns: DataCardsProps<Row>['columns']; row: Row }) {
  const [first, ...rest] = columns;
  return (
    <Paper component="li" withBorder p="sm">
      {first ? (
        <Box fw={600} mb={4}>
          {first.cell(row)}
        </Box>
      ) : null}
      <Box component="dl" m={0}>
        {rest.map((column) => (
          <Box key={column.header} mt={6}>
            <Text component="dt" size="xs" c="dimmed" fw={600}>
              {column.header}
            </Text>
            <Box component="dd" m={0} fz="sm">
              {column.cell(row)}
            </Box>
          </Box>
        ))}
      </Box>
    </Paper>
  );
}

/** Cards in a list's first commit: more than a phone's first screen holds. */
const FIRST_CARDS = 4;
/** Cards each later commit adds. */
const MORE_CARDS = 8;

/**
 * How many of a list's cards are in the page: the first few when the list appears, then the rest a
 * batch per task. React can yield while it renders a list but not while it commits one, and on a
 * phone committing a page of twenty cards (each with its buttons, image and QR code) was the longest
 * task left on /products (issue 20). Later answers of the same list show every card at once.
 */
function useCardsInBatches(total: number): number {
  const [shown, setShown] = useState(() => Math.min(total, FIRST_CARDS));
  useEffect(() => {
    if (shown >= total) return;
    const timer = setTimeout(() => startTransition(() => setShown((count) => count + MORE_CARDS)));
    return () => clearTimeout(timer);
  }, [shown, total]);
  return shown;
}

/**
 * A list on a phone: one card per row, the first column as its title and the rest as labelled
 * values, so nothing (row actions included) sits off-screen.
 */
export function DataCards<Row>({ columns, rows, rowKey }: DataCardsProps<Row>) {
  const shown = useCardsInBatches(rows.length);
  return (
    <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
      {rows.slice(0, shown).map((row) => (
        <DataCard key={rowKey(row)} columns={columns} row={row} />
      ))}
    </Stack>
  );
}
