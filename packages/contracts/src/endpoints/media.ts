import { messageResponseSchema } from '../auth';
import { MEDIA_MAX_FILES } from '../constants';
import { defineEndpoints, MANUFACTURER } from '../endpoint';
import { idParamSchema } from '../fields';
import { mediaListQuerySchema, mediaPageSchema, mediaUploadResultSchema } from '../media';

/** product.md §7 "Media": the manufacturer's media library (list, upload, delete). */
export const mediaEndpoints = defineEndpoints('media', {
  list: {
    method: 'GET',
    path: '/media/list',
    access: MANUFACTURER,
    summary: 'My media files, newest first, filtered by file name and type',
    query: mediaListQuerySchema,
    response: mediaPageSchema,
  },
  upload: {
    method: 'POST',
    path: '/media/upload',
    access: MANUFACTURER,
    summary: `Upload up to ${MEDIA_MAX_FILES} files (repeated field \`files\`)`,
    description:
      'multipart/form-data with repeated `files`: PNG, JPEG, WebP or GIF images (10 MB), MP4 or WebM ' +
      'videos (100 MB), PDF files (25 MB), decided by content. One refused file refuses the batch.',
    response: mediaUploadResultSchema,
    status: 201,
    multipart: true,
  },
  remove: {
    method: 'DELETE',
    path: '/media/:id',
    access: MANUFACTURER,
    summary: 'Delete a media file and its stored object (409 while a product uses it)',
    params: idParamSchema,
    response: messageResponseSchema,
  },
});
