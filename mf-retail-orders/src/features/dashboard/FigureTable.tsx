import { Paper, Table, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface FigureTableProps<Row> {
  title: string;
  headers: string[];
  rows: Row[];
  cells: (row: Row) => ReactNode[];
  rowKey: (row: Row) => string | number;
  /** A chart drawing the same rows (the table stays the keyboard and screen-reader reading). */
  chart?: ReactNode;
}

/** One dashboard table with its heading, and optionally a chart of the same figures above it. */
export function FigureTable<Row>({ title, headers, rows, cells, rowKey, chart }: FigureTableProps<Row>) {
  return (
    <Paper withBorder p="md">
      <Title order={3} size="h4" mb="sm">
        {title}
      </Title>
      {chart}
      {rows.length === 0 ? (
        <Text c="dimmed">No data yet.</Text>
      ) : (
        <Table.ScrollContainer minWidth={280}>
          <Table striped aria-label={title}>
            <Table.Thead>
              <Table.Tr>
                {headers.map((h) => (
                  <Table.Th key={h}>{h}</Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <Table.Tr key={rowKey(row)}>
                  {cells(row).map((cell, i) => (
                    <Table.Td key={headers[i]}>{cell}</Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Paper>
  );
}
