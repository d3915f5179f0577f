import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';

// Without this plugin @mantine/dates misreads typed DD/MM/YYYY dates. AppProviders imports this file,
// so the shell extends the shared dayjs singleton at start-up, before any remote's DateInput runs
// (dayjs and the plugin are ~3.5 KB gz of the first render; @mantine/dates itself loads with the page
// that uses it).
dayjs.extend(customParseFormat);

/** Lists show dates as YYYY-MM-DD (product.md §9). */
export const formatListDate = (value: string | Date | null | undefined) =>
  value ? dayjs(value).format('YYYY-MM-DD') : '-';
/** The dashboard shows dates as DD/MM/YYYY (product.md §9). */
export const formatDashboardDate = (value: string | Date | null | undefined) =>
  value ? dayjs(value).format('DD/MM/YYYY') : 'N/A';
/** Local date and time, as the orders list shows them. */
export const formatDateTime = (value: string | Date) => dayjs(value).format('YYYY-MM-DD HH:mm');
export { dayjs };
