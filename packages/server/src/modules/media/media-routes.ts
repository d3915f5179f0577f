import {
  idParamSchema,
  MEDIA_MAX_FILES,
  mediaListQuerySchema,
  mediaPageSchema,
  mediaUploadResultSchema,
} from '@apparel/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { FileStorage } from '../../storage/file-storage';
import { multipartLimits } from '../../storage/store-upload';
import { storageOf } from '../../storage/tracked-storage';
import { MEDIA_UPLOAD } from '../../storage/upload-policy';
import {
  MANUFACTURER_ONLY,
  manufacturerOf,
  ownedIdMustExist,
  requireMultipart,
  security,
} from '../shared/route-helpers';
import type { MediaService } from './media-service';
import { readMediaUpload } from './media-upload-form';

const tags = ['media'];

/** product.md §7 "Media": the manufacturer's media library (list, upload, delete). */
export const mediaRoutes: FastifyPluginAsyncZod<{ media: MediaService; storage: FileStorage }> = async (
  app,
  { media, storage },
) => {
  app.get(
    '/media/list',
    {
      config: MANUFACTURER_ONLY,
      schema: {
        tags,
        security,
        summary: 'My media files, newest first, filtered by file name and type',
        querystring: mediaListQuerySchema,
        response: { 200: mediaPageSchema },
      },
    },
    (request) => media.list(manufacturerOf(request), request.query),
  );

  app.post(
    '/media/upload',
    {
      config: MANUFACTURER_ONLY,
      schema: {
        tags,
        security,
        summary: `Upload up to ${MEDIA_MAX_FILES} files (repeated field \`files\`)`,
        description:
          'multipart/form-data with repeated `files`: PNG, JPEG, WebP or GIF images (10 MB), MP4 or WebM ' +
          'videos (100 MB), PDF files (25 MB), decided by content. One refused file refuses the batch.',
        response: { 201: mediaUploadResultSchema },
      },
    },
    async (request, reply) => {
      requireMultipart(request, 'media files');
      const manufacturerId = manufacturerOf(request);
      const uploads = await readMediaUpload(
        request.parts(multipartLimits(MEDIA_UPLOAD, MEDIA_MAX_FILES + 1)),
        storageOf(storage, manufacturerId),
        request.log,
      );
      return reply.code(201).send({ items: await media.add(manufacturerId, uploads) });
    },
  );

  app.delete(
    '/media/:id',
    {
      config: MANUFACTURER_ONLY,
      preParsing: ownedIdMustExist(media.assertExists),
      schema: {
        tags,
        security,
        summary: 'Delete a media file and its stored object (409 while a product uses it)',
        params: idParamSchema,
        response: { 200: z.object({ message: z.string() }) },
      },
    },
    async (request) => {
      await media.remove(manufacturerOf(request), request.params.id);
      return { message: 'Media file deleted' };
    },
  );
};
