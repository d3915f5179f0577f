import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { notFound } from '../errors';
import { type FileStorage, UPLOADS_PATH } from './file-storage';

declare module 'fastify' {
  interface FastifyInstance {
    /** Where uploaded files live (local disk by default). */
    storage: FileStorage;
  }
}

export type StoragePluginOptions = { storage: FileStorage };

/** A key never changes content (it is random per upload), so browsers may keep it for a year. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Decorates `app.storage`, serves stored files at /uploads/<key> and reads multipart bodies. The
 * multipart defaults are strict (one small file); each upload route passes its policy's limits.
 */
export const storagePlugin = fp(
  async (app: FastifyInstance, { storage }: StoragePluginOptions) => {
    await app.register(multipart, { limits: { fileSize: 1024 * 1024, files: 1, fields: 50, parts: 100 } });
    app.decorate('storage', storage);

    app.get(`${UPLOADS_PATH}/*`, { schema: { hide: true } }, async (request, reply) => {
      const key = (request.params as { '*': string })['*'];
      const file = await storage.open(key);
      if (!file) throw notFound('File not found');
      return reply
        .header('Content-Type', file.contentType)
        .header('Content-Length', file.size)
        .header('X-Content-Type-Options', 'nosniff')
        .header('Cache-Control', IMMUTABLE)
        .send(file.body);
    });
  },
  { name: 'storage' },
);
