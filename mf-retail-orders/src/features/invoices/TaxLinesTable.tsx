import type { HsnSummaryRow, Invoice, TaxLine } from '@apparel/contracts';
import { type DataColumn, DataTable, formatRupees } from '@apparel/ui';
import { Title } from '@mantine/core';

type Split = Invoice['taxSplit'];

/** CGST and SGST columns within a state, IGST across states. */
const taxColumns = <T extends { cgst: number; sgst: number; igst: number }>(split: Split): DataColumn<T>[] =>
  split === 'IGST'
    ? [{ header: 'IGST', cell: (row) => formatRupees(row.igst) }]
    : [
        { header: 'CGST', cell: (row) => formatRupees(row.cgst) },
        { header: 'SGST', cell: (row) => formatRupees(row.sgst) },
      ];

const lineColumns = (split: Split): DataColumn<TaxLine>[] => [
  { header: 'Sl', cell: (line) => line.slNo },
  { header: 'Description', cell: (line) => line.description },
  { header: 'HSN', cell: (line) => line.hsn },
  { header: 'Qty', cell: (line) => `${line.quantity} ${line.unit}` },
  { header: 'Unit price', cell: (line) => formatRupees(line.unitPrice) },
  { header: 'Discount', cell: (line) => formatRupees(line.discount) },
  { header: 'Taxable value', cell: (line) => formatRupees(line.taxableValue) },
  { header: 'Rate', cell: (line) => `${line.gstRate}%` },
  ...taxColumns<TaxLine>(split),
  { header: 'Total', cell: (line) => formatRupees(line.total) },
];

const summaryColumns = (split: Split): DataColumn<HsnSummaryRow>[] => [
  { header: 'HSN', cell: (row) => row.hsn },
  { header: 'Rate', cell: (row) => `${row.gstRate}%` },
  { header: 'Qty', cell: (row) => row.quantity },
  { header: 'Taxable value', cell: (row) => formatRupees(row.taxableValue) },
  ...taxColumns<HsnSummaryRow>(split),
];

/** The document's lines, then its HSN summary, with the tax columns of its split. */
export function TaxLinesTable({ doc }: { doc: Pick<Invoice, 'lines' | 'hsnSummary' | 'taxSplit'> }) {
  return (
    <>
      <DataTable
        columns={lineColumns(doc.taxSplit)}
        rows={doc.lines}
        rowKey={(line) => line.slNo}
        minWidth={900}
      />
      <Title order={2} size="h5" mt="lg" mb="xs">
        HSN summary
      </Title>
      <DataTable
        columns={summaryColumns(doc.taxSplit)}
        rows={doc.hsnSummary}
        rowKey={(row) => `${row.hsn}-${row.gstRate}`}
        minWidth={480}
      />
    </>
  );
}
