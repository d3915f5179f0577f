import { formatDashboardDate, formatRupees } from '@apparel/ui';

/** Avg. Order Value: the rupee sign and 2 decimals. */
export const formatOrderValue = (value: number) => formatRupees(value);
/** Avg. Fulfillment: minutes, or "-" when no order has been accepted. */
export const formatFulfillment = (minutes: number | null) => (minutes === null ? '-' : `${minutes} min`);
/** Subscription expiry: DD/MM/YYYY, or N/A. */
export const formatExpiry = (endDate: string | null | undefined) => formatDashboardDate(endDate);
