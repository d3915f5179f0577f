import { useMutation } from '@tanstack/react-query';
import { download, saveDownloadedFile } from '../http';

/** GET /invoices/{id}/e-invoice: the GST portal's INV-01 (v1.1) JSON, as a file to upload there. */
export const downloadEInvoice = (id: number) => download(`/invoices/${id}/e-invoice`, `e-invoice-${id}.json`);

export const useDownloadEInvoice = () =>
  useMutation({ mutationFn: async (id: number) => saveDownloadedFile(await downloadEInvoice(id)) });
