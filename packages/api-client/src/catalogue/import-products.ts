import type { ImportResult } from '@apparel/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type UploadProgress, upload } from '../http';
import { productKeys } from './keys';

export interface ImportProductsInput {
  file: File;
  onProgress?: (progress: UploadProgress) => void;
  signal?: AbortSignal;
}

/**
 * POST /manufacturer/bulk-upload (multipart `file`): rows upserted by SKU. Answers
 * `{message, success, failed, errors, failedRowsUrl}`; a file refused as a whole throws ApiError
 * with the server's `error` text.
 */
export const importProducts = ({ file, onProgress, signal }: ImportProductsInput) => {
  const body = new FormData();
  body.append('file', file);
  return upload<ImportResult>('/manufacturer/bulk-upload', body, { onProgress, signal });
};

export const useImportProducts = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importProducts,
    onSettled: () => queryClient.invalidateQueries({ queryKey: productKeys.all }),
  });
};
