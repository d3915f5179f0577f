import {
  formatRupees,
  STATEMENT_ENTRY_LABELS,
  type Statement,
  type StatementEntry,
} from '@apparel/contracts';
import { type DataColumn, DataTable, formatDay } from '@apparel/ui';
import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router-dom';

/** A line of the statement: an entry, or the opening or closing balance around them. */
type StatementLine =
  | { key: string; date: string; entry: StatementEntry }
  | { key: string; date: string; entry: null; label: string; balance: number };

const DOCUMENT_PATHS: Partial<Record<StatementEntry['kind'], string>> = {
  INVOICE: '/invoices',
  CREDIT_NOTE: '/credit-notes',
};

function EntryNumber({ entry }: { entry: StatementEntry }) {
  const base = DOCUMENT_PATHS[entry.kind];
  return base ? (
    <Anchor component={Link} to={`${base}/${entry.id}`}>
      {entry.number}
    </Anchor>
  ) : (
    entry.number
  );
}

const amount = (value: number) => (value === 0 ? '' : formatRupees(value));

/**
 * The opening balance, every invoice, credit note, payment and reversal of the range with the running
 * balance (what the retailer owes after it; below 0 an advance), and the closing balance.
 */
export function StatementTable({ statement }: { statement: Statement }) {
  const lines: StatementLine[] = [
    {
      key: 'opening',
      date: statement.from,
      entry: null,
      label: 'Opening balance',
      balance: statement.opening,
    },
    ...statement.entries.map((entry) => ({ key: `${entry.kind}-${entry.id}`, date: entry.date, entry })),
    { key: 'closing', date: statement.to, entry: null, label: 'Closing balance', balance: statement.closing },
  ];
  const columns: DataColumn<StatementLine>[] = [
    { header: 'Date', cell: (line) => formatDay(line.date) },
    {
      header: 'Entry',
      cell: (line) =>
        line.entry ? STATEMENT_ENTRY_LABELS[line.entry.kind] : <Text fw={700}>{line.label}</Text>,
    },
    { header: 'Number', cell: (line) => (line.entry ? <EntryNumber entry={line.entry} /> : '') },
    { header: 'Description', cell: (line) => line.entry?.description ?? '' },
    { header: 'Debit', cell: (line) => (line.entry ? amount(line.entry.debit) : '') },
    { header: 'Credit', cell: (line) => (line.entry ? amount(line.entry.credit) : '') },
    {
      header: 'Balance',
      cell: (line) =>
        line.entry ? formatRupees(line.entry.balance) : <Text fw={700}>{formatRupees(line.balance)}</Text>,
    },
  ];
  return <DataTable columns={columns} rows={lines} rowKey={(line) => line.key} minWidth={860} />;
}
