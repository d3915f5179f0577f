import { mediaEndpoints as endpoints, MEDIA_MAX_FILES } from '@apparel/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FileStorage } from '../../storage/file-storage';
import { multipartLimits } from '../../storage/store-upload';
import { storageOf } from '../../storage/tracked-storage';
import { MEDIA_UPLOAD } from '../../storage/upload-policy';
import { addEndpoint } from '../shared/endpoint-route';
import { manufacturerOf, ownedIdMustExist, requireMultipart } from '../shared/route-helpers';
import type { MediaService } from './media-service';
import { readMediaUpload } from './media-upload-form';

/** product.md §7 "Media": the manufacturer's media library (list, upload, delete). */
export const mediaRoutes: FastifyPluginAsyncZod<{ media: MediaService; storage: FileStorage }> = async (
  app,
  { media, storage },
) => {
  addEndpoint(app, endpoints.list, (request) => media.list(manufacturerOf(request), request.query));

  addEndpoint(app, endpoints.upload, async (request) => {
    requireMultipart(request, 'media files');
    const manufacturerId = manufacturerOf(request);
    const uploads = await readMediaUpload(
      request.parts(multipartLimits(MEDIA_UPLOAD, MEDIA_MAX_FILES + 1)),
      storageOf(storage, manufacturerId),
      request.log,
    );
    return { items: await media.add(manufacturerId, uploads) };
  });

  addEndpoint(
    app,
    endpoints.remove,
    async (request) => {
      await media.remove(manufacturerOf(request), request.params.id);
      return { message: 'Media file deleted' };
    },
    { preParsing: ownedIdMustExist(media.assertExists) },
  );
};
