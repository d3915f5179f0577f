import { Box, Paper, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

interface DataCardsProps<Row> {
  columns: { header: string; cell: (row: Row) => ReactNode }[];
  rows: Row[];
  rowKey: (row: Row) => string | number;
}

/**
 * A list on a phone: one card per row, the first column as its title and the rest as labelled
 * values, so nothing (row actions included) sits off-screen.
 */
export function DataCards<Row>({ columns, rows, rowKey }: DataCardsProps<Row>) {
  const [first, ...rest] = columns;
  return (
    <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
      {rows.map((row) => (
        <Paper component="li" key={rowKey(row)} withBorder p="sm">
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
      ))}
    </Stack>
  );
}
