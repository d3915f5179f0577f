import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client';
import type { FileStorage } from '../../storage/file-storage';
import { mediaRoutes } from './media-routes';
import { createMediaService } from './media-service';
import { type MediaUsage, noMediaUsage } from './media-usage';

/** The manufacturer's media library (product.md §7 "Media"). */
export const mediaArea: FastifyPluginAsyncZod<{
  db: Database;
  storage: FileStorage;
  usage?: MediaUsage;
}> = async (app, { db, storage, usage = noMediaUsage }) => {
  await app.register(mediaRoutes, {
    media: createMediaService({ db, storage, usage, log: app.log }),
    storage,
  });
};
