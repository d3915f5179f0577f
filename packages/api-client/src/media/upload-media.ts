import { FALLBACK, type MediaUploadResult } from '@apparel/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { checkAnswer } from '../contract-check';
import { API_BASE, ApiError, endSession, serverMessageOf } from '../http';
import { getToken } from '../session';
import { mediaKeys } from './keys';

export interface UploadMediaInput {
  files: readonly File[];
  /** Called as the body is sent, with the share sent so far (0 to 1). */
  onProgress?: (fraction: number) => void;
}

const parse = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
};

/**
 * POST /media/upload (multipart, repeated `files`). Sent with XMLHttpRequest, the one browser API
 * that reports upload progress; otherwise it behaves as `request()`: bearer token, 401 ends the
 * session, failures reject with an ApiError carrying the server's message.
 */
export const uploadMedia = ({ files, onProgress }: UploadMediaInput): Promise<MediaUploadResult> =>
  new Promise((resolve, reject) => {
    const form = new FormData();
    for (const file of files) form.append('files', file, file.name);
    const token = getToken();
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${API_BASE}/media/upload`);
    xhr.setRequestHeader('Accept', 'application/json');
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    });
    xhr.addEventListener('load', () => {
      const payload = parse(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) {
        try {
          checkAnswer('POST', '/media/upload', payload);
        } catch (drift) {
          reject(drift);
          return;
        }
        onProgress?.(1);
        resolve(payload as MediaUploadResult);
        return;
      }
      if (xhr.status === 401 && token) endSession();
      const message = serverMessageOf(payload);
      reject(new ApiError(xhr.status, message ?? `${xhr.status} ${xhr.statusText}`, message));
    });
    const unreachable = () =>
      reject(new ApiError(0, 'The server could not be reached. Check your connection and try again.'));
    xhr.addEventListener('error', unreachable);
    xhr.addEventListener('abort', () => reject(new ApiError(0, FALLBACK.operationFailed)));
    xhr.send(form);
  });

export const useUploadMedia = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadMedia,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: mediaKeys.all }),
  });
};
