import { useNearView } from '@apparel/ui';
import type { BarChartProps } from '@mantine/charts';
import { Box } from '@mantine/core';
import { lazy, Suspense } from 'react';

const BarChart = lazy(() => import('./bar-chart'));

/**
 * A bar chart drawn when it comes within half a screen of the view, its library loading then. On a
 * phone the charts are a screen or more below the figures, and drawing the two at load (recharts
 * mounts through many synchronous renders) was the dashboard's longest task (issue 20). The space the
 * chart takes is held meanwhile, so nothing moves when it draws; on a wide screen it draws at load.
 */
export function LazyBarChart(props: BarChartProps) {
  const { ref, near } = useNearView<HTMLDivElement>();
  const room = <Box h={props.h} />;
  return (
    <Box ref={ref} mih={props.h}>
      {near ? (
        <Suspense fallback={room}>
          <BarChart {...props} />
        </Suspense>
      ) : (
        room
      )}
    </Box>
  );
}
