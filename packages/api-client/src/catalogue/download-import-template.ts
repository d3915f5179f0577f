import { useMutation } from '@tanstack/react-query';
import { download, saveDownloadedFile } from '../http';

/** GET /manufacturer/bulk-upload/template: the import header and one example row. */
export const downloadImportTemplate = () =>
  download('/manufacturer/bulk-upload/template', 'products-template.csv');

/** Downloads the template and hands it to the browser. */
export const useDownloadImportTemplate = () =>
  useMutation({ mutationFn: async () => saveDownloadedFile(await downloadImportTemplate()) });
