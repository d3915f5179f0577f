/**
 * The media library's kinds of file, without zod: the media screen reads these and builds no schema,
 * so it loads no zod (issue 20). The list's and the upload's schemas are in `media.ts`.
 */

/** The media list's type filter (product.md §2): images, videos, catalogs (PDF), or empty for all. */
export const MEDIA_TYPE_FILTERS = ['images', 'videos', 'catalogs'] as const;
export type MediaTypeFilter = (typeof MEDIA_TYPE_FILTERS)[number];

/** The file kinds the Add button and the upload take (product.md §2: images, video, pdf). */
export const MEDIA_ACCEPT = 'image/png,image/jpeg,image/webp,image/gif,video/mp4,video/webm,application/pdf';

/** How a media item is shown: an image, a video player, or a link (PDF and anything else). */
export const mediaKind = (type: string): 'image' | 'video' | 'link' =>
  type.startsWith('image/') ? 'image' : type.startsWith('video/') ? 'video' : 'link';
