import { Box, Paper, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

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

/**
 * A list on a phone: one card per row, the first column as its title and the rest as labelled
 * values, so nothing (row actions included) sits off-screen.
 */
export function DataCards<Row>({ columns, rows, rowKey }: DataCardsProps<Row>) {
  return (
    <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
      {rows.map((row) => (
        <DataCard key={rowKey(row)} columns={columns} row={row} />
      ))}
    </Stack>
  );
}
