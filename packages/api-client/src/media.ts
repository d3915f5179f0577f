import {
  mediaEndpoints as endpoints,
  MEDIA_PAGE_SIZE,
  type MediaListQuery,
  type MediaTypeFilter,
  type MediaUploadResult,
} from '@apparel/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, callWithProgress } from './call';

/** Query keys of the media library: invalidating `all` refreshes every list (and every picker). */
export const mediaKeys = {
  all: ['media'] as const,
  lists: () => [...mediaKeys.all, 'list'] as const,
  list: (query: MediaListQuery) => [...mediaKeys.lists(), query] as const,
};

export interface MediaListParams {
  page: number;
  filename?: string;
  type?: MediaTypeFilter | '';
}

/** One page of the media library (product.md §7: the screen sends limit 25); the last page stays on screen while the next loads. */
export const useMediaList = ({ page, filename, type }: MediaListParams) =>
  useQuery({
    queryKey: mediaKeys.list({ page, filename: filename || undefined, type: type || undefined }),
    queryFn: ({ signal }) =>
      call(endpoints.list, {
        query: { page, limit: MEDIA_PAGE_SIZE, filename: filename || undefined, type: type || undefined },
        signal,
      }),
    placeholderData: keepPreviousData,
  });

export interface UploadMediaInput {
  files: readonly File[];
  /** Called as the body is sent, with the share sent so far (0 to 1), and with 1 once the server answers. */
  onProgress?: (fraction: number) => void;
}

/**
 * Multipart, repeated `files`. Always sent with a progress callback, so it goes through XMLHttpRequest
 * (the one browser API that reports upload progress) wherever there is one; failures reject with an
 * ApiError carrying the server's message, and a 401 ends the session, as for every call.
 */
export const uploadMedia = async ({ files, onProgress }: UploadMediaInput): Promise<MediaUploadResult> => {
  const body = new FormData();
  for (const file of files) body.append('files', file, file.name);
  const result = await callWithProgress(endpoints.upload, {
    body,
    onProgress: ({ total, fraction }) => {
      if (total > 0) onProgress?.(fraction);
    },
  });
  onProgress?.(1);
  return result;
};

export const useUploadMedia = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadMedia,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: mediaKeys.all }),
  });
};

/** A file a product uses answers 409 naming the products. */
export const useDeleteMedia = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(endpoints.remove, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: mediaKeys.all }),
  });
};
