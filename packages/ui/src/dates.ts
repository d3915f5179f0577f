import dayjs from 'dayjs';

/** Lists show dates as YYYY-MM-DD (product.md §9). */
export const formatListDate = (value: string | Date | null | undefined) =>
  value ? dayjs(value).format('YYYY-MM-DD') : '-';
/** The dashboard shows dates as DD/MM/YYYY (product.md §9). */
export const formatDashboardDate = (value: string | Date | null | undefined) =>
  value ? dayjs(value).format('DD/MM/YYYY') : 'N/A';
/** A day (YYYY-MM-DD) on the money screens (due dates, payments, statements): DD/MM/YYYY, as the dashboard. */
export const formatDay = (day: string | null | undefined) => (day ? dayjs(day).format('DD/MM/YYYY') : '-');
/** Local date and time, as the orders list shows them. */
export const formatDateTime = (value: string | Date) => dayjs(value).format('YYYY-MM-DD HH:mm');
export { dayjs };
