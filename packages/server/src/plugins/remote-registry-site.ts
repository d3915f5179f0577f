import type { FastifyInstance, FastifyReply } from 'fastify';
import { notFound } from '../errors';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';
/** Files a local build (`pnpm build`) replaces in place; everything else in a version is fixed. */
const REMOTE_ENTRY_FILES = new Set(['mf-manifest.json', 'mf-stats.json', 'remoteEntry.js']);
const FILE_PATH = /^([^/]+)\/([^/]+)\/(.+)$/;

const TYPES: Record<string, string> = {
  js: 'text/javascript; charset=utf-8',
  mjs: 'text/javascript; charset=utf-8',
  css: 'text/css; charset=utf-8',
  json: 'application/json; charset=utf-8',
  map: 'application/json; charset=utf-8',
  html: 'text/html; charset=utf-8',
  txt: 'text/plain; charset=utf-8',
  svg: 'image/svg+xml',
  png: 'image/png',
  jpg: 'image/jpeg',
  webp: 'image/webp',
  woff: 'font/woff',
  woff2: 'font/woff2',
  br: 'application/x-brotli',
  gz: 'application/gzip',
};
const typeOf = (name: string) =>
  TYPES[name.slice(name.lastIndexOf('.') + 1).toLowerCase()] ?? 'application/octet-stream';

/** The encodings the browser accepts that a build precompresses, best first. */
const encodingsOf = (accept: string | undefined) =>
  (['br', 'gzip'] as const).filter((encoding) => (accept ?? '').includes(encoding));

/**
 * Serves /remotes/<remote>/<version>/<file> from the registry (database + storage driver), so every
 * instance serves the same files. A `.br`/`.gz` copy of the version is sent when the browser accepts
 * it, with the raw file's type; files of a version never change, so they are cached for a year
 * (except the entry files, which a local rebuild replaces).
 */
export const remoteRegistrySite = async (app: FastifyInstance) => {
  const send = (reply: FastifyReply, name: string, body: NodeJS.ReadableStream, size: number) =>
    reply
      .header('cache-control', REMOTE_ENTRY_FILES.has(name.split('/').pop() ?? '') ? REVALIDATE : IMMUTABLE)
      .header('content-length', size)
      .type(typeOf(name))
      .send(body);

  app.get('/remotes/*', { schema: { hide: true } }, async (request, reply) => {
    const path = (request.params as { '*': string })['*'];
    const [, remote, version, name] = FILE_PATH.exec(path) ?? [];
    if (!remote || !version || !name) throw notFound(`Not found: GET /remotes/${path}`);
    const compressible = !/\.(br|gz)$/.test(name);
    if (compressible) reply.header('vary', 'Accept-Encoding');
    for (const encoding of compressible ? encodingsOf(request.headers['accept-encoding'] as string) : []) {
      const file = await app.remoteFiles(remote, version, `${name}.${encoding === 'br' ? 'br' : 'gz'}`);
      if (file) return send(reply.header('content-encoding', encoding), name, file.body, file.size);
    }
    const file = await app.remoteFiles(remote, version, name);
    if (!file) throw notFound(`Not found: GET /remotes/${path}`);
    return send(reply, name, file.body, file.size);
  });
};
