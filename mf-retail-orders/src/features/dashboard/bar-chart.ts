// The chart library (@mantine/charts on recharts, ~110 KB gzip) and its styles, as one lazy chunk
// (LazyBarChart.tsx): the dashboard's figures show first and the charts draw after.
import '@mantine/charts/styles.css';

export { BarChart as default } from '@mantine/charts';
