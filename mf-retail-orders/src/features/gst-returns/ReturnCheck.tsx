import type { Gstr1Summary } from '@apparel/contracts';
import { DetailsList, formatRupees } from '@apparel/ui';
import { Alert, Paper, SimpleGrid, Title } from '@mantine/core';

const figures = (t: {
  count: number;
  taxableValue: number;
  igst: number;
  cgst: number;
  sgst: number;
  total: number;
}) => [
  { label: 'Documents', value: String(t.count) },
  { label: 'Taxable value', value: formatRupees(t.taxableValue) },
  { label: 'IGST', value: formatRupees(t.igst) },
  { label: 'CGST', value: formatRupees(t.cgst) },
  { label: 'SGST', value: formatRupees(t.sgst) },
  { label: 'Total', value: formatRupees(t.total) },
];

/**
 * The check product.md §18 asks for: the tables (B2B + B2CL + B2CS less the credit notes' tables) add
 * up to the period's invoices less its credit notes, as the Invoices page lists them, to the paisa.
 */
export function ReturnCheck({ summary }: { summary: Gstr1Summary }) {
  const net = summary.tablesNet;
  return (
    <section aria-labelledby="gst-check-title">
      <Title order={2} size="h4" id="gst-check-title" mt="lg" mb="sm">
        Check against invoices and credit notes
      </Title>
      <Alert
        color={summary.balanced ? 'green' : 'red'}
        mb="md"
        title={summary.balanced ? 'The tables add up' : 'The tables do not add up'}
      >
        Tables net: taxable value {formatRupees(net.taxableValue)}, IGST {formatRupees(net.igst)}, CGST{' '}
        {formatRupees(net.cgst)}, SGST {formatRupees(net.sgst)}
        {summary.balanced ? ', equal to the invoices less the credit notes to the paisa.' : '.'}
      </Alert>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Paper withBorder p="md">
          <Title order={3} size="h5" mb="xs">
            Invoices
          </Title>
          <DetailsList details={figures(summary.invoices)} />
        </Paper>
        <Paper withBorder p="md">
          <Title order={3} size="h5" mb="xs">
            Credit notes
          </Title>
          <DetailsList details={figures(summary.creditNotes)} />
        </Paper>
      </SimpleGrid>
    </section>
  );
}
