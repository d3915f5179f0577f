import { useMutation } from '@tanstack/react-query';
import { download, saveDownloadedFile } from '../http';

/** GET /invoices/export?month=YYYY-MM: the month's invoices in GSTR-1 style columns (CSV). */
export const exportInvoices = (month: string) =>
  download('/invoices/export', `invoices-${month}.csv`, { query: { month } });

export const useExportInvoices = () =>
  useMutation({ mutationFn: async (month: string) => saveDownloadedFile(await exportInvoices(month)) });
