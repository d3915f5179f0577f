import dayjs from 'dayjs';
/** Lists show dates as YYYY-MM-DD (SPEC 9). */
export declare const formatListDate: (value: string | Date | null | undefined) => string;
/** The dashboard shows dates as DD/MM/YYYY (SPEC 9). */
export declare const formatDashboardDate: (value: string | Date | null | undefined) => string;
/** Local date and time, as the orders list shows them. */
export declare const formatDateTime: (value: string | Date) => string;
export { dayjs };
