import { useMutation } from '@tanstack/react-query';
import { download, saveDownloadedFile } from '../http';

/** GET /credit-notes/{id}/e-invoice: the credit note as INV-01 (v1.1) JSON, document type CRN. */
export const downloadCreditNoteEInvoice = (id: number) =>
  download(`/credit-notes/${id}/e-invoice`, `e-invoice-credit-note-${id}.json`);

export const useDownloadCreditNoteEInvoice = () =>
  useMutation({ mutationFn: async (id: number) => saveDownloadedFile(await downloadCreditNoteEInvoice(id)) });
