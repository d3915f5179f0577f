import type { FastifyInstance, FastifyReply } from 'fastify';
import { notFound } from '../errors';
import { DOWNLOAD_HEADERS, registryFileType } from '../modules/releases/registry-file-types';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';
/** Files a local build (`pnpm build`) replaces in place; everything else in a version is fixed. */
const REMOTE_ENTRY_FILES = new Set(['mf-manifest.json', 'mf-stats.json', 'remoteEntry.js']);
const FILE_PATH = /^([^/]+)\/([^/]+)\/(.+)$/;

/** The encodings the browser accepts that a build precompresses, best first. */
const encodingsOf = (accept: string | undefined) =>
  (['br', 'gzip'] as const).filter((encoding) => (accept ?? '').includes(encoding));

/**
 * Serves /remotes/<remote>/<version>/<file> from the registry (database + storage driver), so every
 * instance serves the same files. A `.br`/`.gz` copy of the version is sent when the browser accepts
 * it, with the raw file's type; files of a version never change, so they are cached for a year
 * (except the entry files, which a local rebuild replaces). A file goes out with the type a remote
 * needs it as, or as a sandboxed download (registry-file-types.ts); helmet's `nosniff`, on every
 * answer, keeps a browser from reading a type into it.
 */
export const remoteRegistrySite = async (app: FastifyInstance) => {
  const send = (reply: FastifyReply, name: string, body: NodeJS.ReadableStream, size: number) => {
    const type = registryFileType(name);
    if (type.download) reply.headers(DOWNLOAD_HEADERS);
    return reply
      .header('cache-control', REMOTE_ENTRY_FILES.has(name.split('/').pop() ?? '') ? REVALIDATE : IMMUTABLE)
      .header('content-length', size)
      .type(type.contentType)
      .send(body);
  };

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
