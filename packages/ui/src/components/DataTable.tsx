import { Table, Text, UnstyledButton } from '@mantine/core';
import type { ReactNode } from 'react';
import type { ListSort } from '../lists/list-params';
import { DataCards } from './DataCards';
import { useIsPhone } from './use-is-phone';

export interface DataColumn<Row> {
  header: string;
  cell: (row: Row) => ReactNode;
  /** The API's sort field for this column; the header becomes a sort button. */
  sortBy?: string;
}

export interface DataTableProps<Row> {
  columns: DataColumn<Row>[];
  rows: Row[];
  rowKey: (row: Row) => string | number;
  /** Below this width (and above a phone's) the table scrolls sideways instead of squeezing its columns. */
  minWidth?: number;
  /** The current sort, when the list is sortable. */
  sort?: ListSort;
  onSort?: (sortBy: string) => void;
  /** What the list holds in all, e.g. "24 manufacturers": shown above it. */
  summary?: string;
}

const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const;

function SortableHeader({
  header,
  sortBy,
  sort,
  onSort,
}: {
  header: string;
  sortBy: string;
  sort?: ListSort;
  onSort: (by: string) => void;
}) {
  const active = sort?.by === sortBy ? sort.order : undefined;
  return (
    <Table.Th aria-sort={active ? ARIA_SORT[active] : 'none'}>
      <UnstyledButton onClick={() => onSort(sortBy)} fw={700} fz="sm" style={{ whiteSpace: 'nowrap' }}>
        {header} <span aria-hidden="true">{active === 'asc' ? '▲' : active === 'desc' ? '▼' : '↕'}</span>
      </UnstyledButton>
    </Table.Th>
  );
}

/** One row of the table: a component of its own, like DataCards' cards, so React can yield between
 * rows while it renders a list's answer in a transition (its cells ran in the table's one render). */
function DataTableRow<Row>({ columns, row }: { columns: DataColumn<Row>[]; row: Row }) {
  return (
    <Table.Tr>
      {columns.map((column) => (
        <Table.Td key={column.header}>{column.cell(row)}</Table.Td>
      ))}
    </Table.Tr>
  );
}

/**
 * The one list: a table on wider screens, a card per row on a phone (below Mantine's `sm`), with its
 * actions visible. Columns the API can sort by get sort buttons; `summary` states the total.
 */
export function DataTable<Row>(props: DataTableProps<Row>) {
  const { columns, rows, rowKey, minWidth = 640, sort, onSort, summary } = props;
  const phone = useIsPhone();
  return (
    <>
      {summary ? (
        <Text size="sm" c="dimmed" mb="xs" role="status">
          {summary}
        </Text>
      ) : null}
      {phone ? (
        <DataCards columns={columns} rows={rows} rowKey={rowKey} />
      ) : (
        <Table.ScrollContainer minWidth={minWidth}>
          <Table striped highlightOnHover verticalSpacing="sm">
            <Table.Thead>
              <Table.Tr>
                {columns.map((column) =>
                  column.sortBy && onSort ? (
                    <SortableHeader
                      key={column.header}
                      header={column.header}
                      sortBy={column.sortBy}
                      sort={sort}
                      onSort={onSort}
                    />
                  ) : (
                    <Table.Th key={column.header}>{column.header}</Table.Th>
                  ),
                )}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <DataTableRow key={rowKey(row)} columns={columns} row={row} />
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </>
  );
}
