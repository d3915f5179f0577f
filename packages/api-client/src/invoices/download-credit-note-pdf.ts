import { useMutation } from '@tanstack/react-query';
import { download, saveDownloadedFile } from '../http';

/** GET /credit-notes/{id}/pdf: the A4 credit note. */
export const downloadCreditNotePdf = (id: number) =>
  download(`/credit-notes/${id}/pdf`, `credit-note-${id}.pdf`);

export const useDownloadCreditNotePdf = () =>
  useMutation({ mutationFn: async (id: number) => saveDownloadedFile(await downloadCreditNotePdf(id)) });
