import { releaseEndpoints as endpoints } from '@apparel/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { badRequest } from '../../errors';
import { addEndpoint } from '../shared/endpoint-route';
import { RELEASE_LIMITS, readReleaseArchive } from './release-archive';
import type { ReleaseStore } from './release-store';

const ARCHIVE_TYPES = ['application/zip', 'application/octet-stream'];

/** POST /admin/remotes/{name}/versions?version=: one zip archive (a release token of {name} or a super admin). */
export const remoteVersionRoutes: FastifyPluginAsyncZod<{ store: ReleaseStore }> = async (app, { store }) => {
  app.addContentTypeParser(
    ARCHIVE_TYPES,
    { parseAs: 'buffer', bodyLimit: RELEASE_LIMITS.archiveBytes },
    (_request, body, done) => done(null, body),
  );

  addEndpoint(
    app,
    endpoints.publish,
    async (request, reply) => {
      const { name } = request.params;
      const { version } = request.query;
      if (!Buffer.isBuffer(request.body))
        throw badRequest('Send the release as one zip file (Content-Type: application/zip)');
      const content = readReleaseArchive(name, request.body);
      const outcome = await store.publish({
        remote: name,
        version,
        content,
        publisher: request.releaseCaller?.actor ?? 'unknown',
        source: 'UPLOAD',
      });
      return reply.code(outcome.unchanged ? 200 : 201).send({
        name,
        version,
        contentHash: content.contentHash,
        size: content.size,
        files: content.files.size,
        unchanged: outcome.unchanged,
      });
    },
    { bodyLimit: RELEASE_LIMITS.archiveBytes },
  );
};
