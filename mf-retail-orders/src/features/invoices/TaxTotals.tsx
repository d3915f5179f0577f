import type { Invoice } from '@apparel/contracts';
import { type Detail, DetailsList, formatRupees } from '@apparel/ui';
import { Paper, Text } from '@mantine/core';

type Totals = Pick<
  Invoice,
  'taxableValue' | 'cgst' | 'sgst' | 'igst' | 'roundOff' | 'total' | 'totalInWords' | 'taxSplit'
>;

/** Taxable value, each tax of the split, round-off and the total in figures and in words. */
export function TaxTotals({ doc }: { doc: Totals }) {
  const taxes: Detail[] =
    doc.taxSplit === 'IGST'
      ? [{ label: 'IGST', value: formatRupees(doc.igst) }]
      : [
          { label: 'CGST', value: formatRupees(doc.cgst) },
          { label: 'SGST', value: formatRupees(doc.sgst) },
        ];
  return (
    <Paper withBorder p="md" mt="lg">
      <DetailsList
        details={[
          { label: 'Taxable value', value: formatRupees(doc.taxableValue) },
          ...taxes,
          { label: 'Round-off', value: formatRupees(doc.roundOff) },
          { label: 'Total', value: formatRupees(doc.total) },
        ]}
      />
      <Text mt="sm" fw={500}>
        {doc.totalInWords}
      </Text>
    </Paper>
  );
}
