import { useMutation } from '@tanstack/react-query';
import { download, saveDownloadedFile } from '../http';

/** GET /invoices/{id}/pdf: the A4 tax invoice (named after its number by the server). */
export const downloadInvoicePdf = (id: number) => download(`/invoices/${id}/pdf`, `invoice-${id}.pdf`);

export const useDownloadInvoicePdf = () =>
  useMutation({ mutationFn: async (id: number) => saveDownloadedFile(await downloadInvoicePdf(id)) });
