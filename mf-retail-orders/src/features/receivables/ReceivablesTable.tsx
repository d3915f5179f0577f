import {
  AGEING_BUCKET_LABELS,
  AGEING_BUCKETS,
  type AgeingBuckets,
  formatRupees,
  type Receivables,
} from '@apparel/contracts';
import { type DataColumn, DataTable } from '@apparel/ui';
import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router-dom';

/** A retailer's row, or the totals row (no retailer). */
type ReceivableLine = {
  retailerId: number | null;
  name: string;
  outstanding: number;
  overdue: number;
  buckets: AgeingBuckets;
};

/**
 * Per retailer: outstanding, overdue and the ageing by days past due, in the server's order (largest
 * overdue first), then the totals row; each retailer opens its statement of account.
 */
export function ReceivablesTable({ receivables }: { receivables: Receivables }) {
  const lines: ReceivableLine[] = [
    ...receivables.rows,
    { retailerId: null, name: 'Total', ...receivables.totals },
  ];
  const columns: DataColumn<ReceivableLine>[] = [
    {
      header: 'Retailer',
      cell: (line) =>
        line.retailerId === null ? (
          <Text fw={700}>{line.name}</Text>
        ) : (
          <Anchor
            component={Link}
            to={`/retailers/${line.retailerId}/statement`}
            aria-label={`Statement of ${line.name}`}
          >
            {line.name}
          </Anchor>
        ),
    },
    { header: 'Outstanding', cell: (line) => formatRupees(line.outstanding) },
    {
      header: 'Overdue',
      cell: (line) => (
        <Text component="span" fw={line.overdue > 0 ? 700 : undefined}>
          {formatRupees(line.overdue)}
        </Text>
      ),
    },
    ...AGEING_BUCKETS.map(
      (bucket): DataColumn<ReceivableLine> => ({
        header: AGEING_BUCKET_LABELS[bucket],
        cell: (line) => formatRupees(line.buckets[bucket]),
      }),
    ),
  ];
  return (
    <DataTable
      columns={columns}
      rows={lines}
      rowKey={(line) => line.retailerId ?? 'total'}
      minWidth={900}
      summary={`${receivables.rows.length} retailer${receivables.rows.length === 1 ? '' : 's'} owing`}
    />
  );
}
