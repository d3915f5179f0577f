import { MEDIA_PAGE_SIZE, type MediaPage, type MediaTypeFilter } from '@apparel/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../http';
import { mediaKeys } from './keys';

export interface MediaListParams {
  page: number;
  filename?: string;
  type?: MediaTypeFilter | '';
}

/** GET /media/list?page&limit&filename&type (product.md §7: the screen sends limit 25). */
export const listMedia = (
  { page, filename, type }: MediaListParams,
  { signal }: { signal?: AbortSignal } = {},
) =>
  request<MediaPage>('/media/list', {
    query: { page, limit: MEDIA_PAGE_SIZE, filename: filename || undefined, type: type || undefined },
    signal,
  });

export const listMediaQueryOptions = (params: MediaListParams) =>
  queryOptions({
    queryKey: mediaKeys.list({
      page: params.page,
      filename: params.filename || undefined,
      type: params.type || undefined,
    }),
    queryFn: ({ signal }) => listMedia(params, { signal }),
  });

/** One page of the media library; the last page stays on screen while the next loads. */
export const useMediaList = (params: MediaListParams) =>
  useQuery({ ...listMediaQueryOptions(params), placeholderData: keepPreviousData });
