import type { Dashboard } from '@apparel/contracts';
import { dayjs, formatRupees, formatRupeesShort } from '@apparel/ui';
import { Box } from '@mantine/core';
import type { ReactNode } from 'react';
import { STATUS_COLOURS } from '../../shared/status-colours';
import { LazyBarChart } from './LazyBarChart';

/**
 * A status's colour (STATUS_COLOURS) in the theme's text shade, which the theme derives per colour
 * scheme to 4.5:1 on the page (bars need 3:1).
 */
const readable = (colour: string) => `var(--mantine-color-${colour}-text)`;

/** "2026-01" -> "Jan 26": every month is labelled, so the label is short. */
const monthLabel = (month: string) => dayjs(`${month}-01`).format('MMM YY');

interface ChartProps {
  /** The id of the table holding the same figures: the chart's text alternative. */
  describedBy: string;
}

/**
 * A chart is a named picture described by its table (screen readers read the table); recharts'
 * keyboard layer is off, so the chart is not a Tab stop.
 */
function ChartFigure({ name, describedBy, children }: ChartProps & { name: string; children: ReactNode }) {
  return (
    <Box role="img" aria-label={name} aria-describedby={describedBy} mb="md">
      {children}
    </Box>
  );
}

/** Monthly sales as bars: every one of the 12 months on the x-axis, rupees in short form on the y-axis. */
export function MonthlyTrendChart({
  months,
  describedBy,
}: ChartProps & { months: Dashboard['monthlyTrends'] }) {
  return (
    <ChartFigure name="Monthly Sales Trend chart" describedBy={describedBy}>
      <LazyBarChart
        h={240}
        data={months}
        dataKey="month"
        series={[{ name: 'totalSales', label: 'Total Sales', color: readable('indigo') }]}
        valueFormatter={formatRupees}
        accessibilityLayer={false}
        tickLine="y"
        xAxisProps={{
          interval: 0,
          angle: -45,
          textAnchor: 'end',
          height: 52,
          tickFormatter: monthLabel,
        }}
        yAxisProps={{ width: 72, tickFormatter: formatRupeesShort }}
      />
    </ChartFigure>
  );
}

/** Orders per status as bars, each status in its own colour, with the same words as the table. */
export function StatusChart({
  statuses,
  describedBy,
}: ChartProps & { statuses: Dashboard['orderStatusSummary'] }) {
  const data = statuses.map((s) => ({ ...s, color: readable(STATUS_COLOURS[s.status]) }));
  return (
    <ChartFigure name="Order Status Summary chart" describedBy={describedBy}>
      <LazyBarChart
        h={180}
        data={data}
        dataKey="status"
        series={[{ name: 'count', label: 'Orders', color: readable('gray') }]}
        accessibilityLayer={false}
        tickLine="y"
        yAxisProps={{ allowDecimals: false }}
      />
    </ChartFigure>
  );
}
