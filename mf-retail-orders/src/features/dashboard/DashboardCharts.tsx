import '@mantine/charts/styles.css';
import type { Dashboard } from '@apparel/contracts';
import { formatRupees } from '@apparel/ui';
import { BarChart } from '@mantine/charts';
import { Box } from '@mantine/core';

/** Monthly sales as bars; the figures are also in the table below, which screen readers and keyboards use. */
export function MonthlyTrendChart({ months }: { months: Dashboard['monthlyTrends'] }) {
  const summary = months.map((m) => `${m.month}: ${formatRupees(m.totalSales)}`).join(', ');
  return (
    <Box role="img" aria-label={`Monthly sales chart. ${summary}`} mb="md">
      <BarChart
        h={220}
        data={months}
        dataKey="month"
        series={[{ name: 'totalSales', label: 'Total Sales', color: 'blue.7' }]}
        valueFormatter={formatRupees}
        tickLine="y"
      />
    </Box>
  );
}

/** Orders per status as bars, with the same words as the table below. */
export function StatusChart({ statuses }: { statuses: Dashboard['orderStatusSummary'] }) {
  const summary = statuses.map((s) => `${s.status}: ${s.count}`).join(', ');
  return (
    <Box role="img" aria-label={`Order status chart. ${summary}`} mb="md">
      <BarChart
        h={180}
        data={statuses}
        dataKey="status"
        series={[{ name: 'count', label: 'Orders', color: 'teal.7' }]}
        tickLine="y"
      />
    </Box>
  );
}
