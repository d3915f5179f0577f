import type { BarChartProps } from '@mantine/charts';
import { Box } from '@mantine/core';
import { lazy, Suspense } from 'react';

const BarChart = lazy(() => import('./bar-chart'));

/**
 * A bar chart whose library loads after the first screen: on a phone, parsing recharts before the
 * figures cost the dashboard its LCP and most of its blocking time (issue 20). The space the chart
 * takes is held meanwhile, so nothing moves when it draws.
 */
export function LazyBarChart(props: BarChartProps) {
  return (
    <Suspense fallback={<Box h={props.h} />}>
      <BarChart {...props} />
    </Suspense>
  );
}
