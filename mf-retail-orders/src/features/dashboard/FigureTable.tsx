import { Paper, Table, Text, Title } from '@mantine/core';
import { type ReactNode, useId } from 'react';

interface FigureTableProps<Row> {
  title: string;
  headers: string[];
  rows: Row[];
  cells: (row: Row) => ReactNode[];
  rowKey: (row: Row) => string | number;
  /** A chart drawing the same rows, given the table's id to name as its text alternative. */
  chart?: (tableId: string) => ReactNode;
}

/** One row: a component of its own, so React can yield between rows while it renders the dashboard's
 * answer in a transition (six tables' cells formatted in their tables' renders made long tasks on a phone). */
function FigureRow<Row>({
  headers,
  cells,
  row,
}: {
  headers: string[];
  cells: (row: Row) => ReactNode[];
  row: Row;
}) {
  return (
    <Table.Tr>
      {cells(row).map((cell, i) => (
        <Table.Td key={headers[i]}>{cell}</Table.Td>
      ))}
    </Table.Tr>
  );
}

/** One dashboard table with its heading, and optionally a chart of the same figures above it. */
export function FigureTable<Row>({ title, headers, rows, cells, rowKey, chart }: FigureTableProps<Row>) {
  const tableId = useId();
  return (
    <Paper withBorder p="md">
      <Title order={2} size="h4" mb="sm">
        {title}
      </Title>
      {chart && rows.length > 0 ? chart(tableId) : null}
      {rows.length === 0 ? (
        <Text c="dimmed">No data yet.</Text>
      ) : (
        // A plain scrolling box: Mantine's scroll area measures itself at mount, six times on this page.
        <Table.ScrollContainer minWidth={280} type="native">
          <Table striped aria-label={title} id={tableId}>
            <Table.Thead>
              <Table.Tr>
                {headers.map((h) => (
                  <Table.Th key={h}>{h}</Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <FigureRow key={rowKey(row)} headers={headers} cells={cells} row={row} />
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Paper>
  );
}
