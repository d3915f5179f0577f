import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { notFound } from '../errors';
import { parseRangeHeader, RangeNotSatisfiable } from './byte-range';
import { type FileStorage, type OpenedFile, UPLOADS_PATH } from './file-storage';

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
 * The release registry's files (release-store.ts's `releaseFileKey`): served at /remotes/** under its
 * rules (nothing of a version never live), never by key here.
 */
const REGISTRY_KEYS = /^remotes\//;

/**
 * Decorates `app.storage`, serves stored files at /uploads/<key> and reads multipart bodies. The
 * multipart defaults are strict (one small file); each upload route passes its policy's limits.
 */
export const storagePlugin = fp(
  async (app: FastifyInstance, { storage }: StoragePluginOptions) => {
    await app.register(multipart, { limits: { fileSize: 1024 * 1024, files: 1, fields: 50, parts: 100 } });
    app.decorate('storage', storage);

    // Answers one Range (206, so a video can seek); anything else gets the whole file (200).
    app.get(`${UPLOADS_PATH}/*`, { schema: { hide: true } }, async (request, reply) => {
      const key = (request.params as { '*': string })['*'];
      if (REGISTRY_KEYS.test(key)) throw notFound('File not found');
      let file: OpenedFile | null;
      try {
        file = await storage.open(key, parseRangeHeader(request.headers.range) ?? undefined);
      } catch (error) {
        if (!(error instanceof RangeNotSatisfiable)) throw error;
        const message = 'Requested range not satisfiable';
        return reply
          .code(416)
          .header('Content-Range', `bytes */${error.size}`)
          .send({ message, error: 'Range Not Satisfiable', statusCode: 416 });
      }
      if (!file) throw notFound('File not found');
      reply
        .header('Content-Type', file.contentType)
        .header('Accept-Ranges', 'bytes')
        .header('X-Content-Type-Options', 'nosniff')
        .header('Cache-Control', IMMUTABLE);
      if (!file.range) return reply.header('Content-Length', file.size).send(file.body);
      const { start, end } = file.range;
      return reply
        .code(206)
        .header('Content-Range', `bytes ${start}-${end}/${file.size}`)
        .header('Content-Length', end - start + 1)
        .send(file.body);
    });
  },
  { name: 'storage' },
);
