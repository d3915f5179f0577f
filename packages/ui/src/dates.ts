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
/** A price list's validity on screen (product.md §15, both days included): "01/10/2026 – 31/03/2027", or "From 01/10/2026" when open. */
export const formatValidity = ({ validFrom, validTo }: { validFrom: string; validTo: string | null }) => {
  const from = formatDay(validFrom);
  return validTo ? `${from} – ${formatDay(validTo)}` : `From ${from}`;
};
