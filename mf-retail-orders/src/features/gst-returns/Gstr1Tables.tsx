import { errorMessage, useDownloadGstr1Csv } from '@apparel/api-client';
import type { Gstr1TableSummary } from '@apparel/contracts';
import { type DataColumn, DataTable, formatRupees, notifyError } from '@apparel/ui';
import { Button } from '@mantine/core';

/** Each GSTR-1 table with its count and tax heads, and its CSV in the portal's Excel template columns. */
export function Gstr1Tables({ tables, period }: { tables: Gstr1TableSummary[]; period: string }) {
  const csv = useDownloadGstr1Csv();
  const columns: DataColumn<Gstr1TableSummary>[] = [
    { header: 'Table', cell: (row) => row.title },
    { header: 'Count', cell: (row) => row.count },
    { header: 'Taxable value', cell: (row) => formatRupees(row.taxableValue) },
    { header: 'IGST', cell: (row) => formatRupees(row.igst) },
    { header: 'CGST', cell: (row) => formatRupees(row.cgst) },
    { header: 'SGST', cell: (row) => formatRupees(row.sgst) },
    {
      header: 'CSV',
      cell: (row) => (
        <Button
          size="xs"
          variant="light"
          aria-label={`Download CSV of ${row.title}`}
          loading={csv.isPending && csv.variables?.table === row.table}
          onClick={() =>
            csv.mutate({ period, table: row.table }, { onError: (error) => notifyError(errorMessage(error)) })
          }
        >
          CSV
        </Button>
      ),
    },
  ];
  return <DataTable columns={columns} rows={tables} rowKey={(row) => row.table} minWidth={760} />;
}
