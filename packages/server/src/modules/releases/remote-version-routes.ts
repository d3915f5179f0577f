import {
  publishedRemoteVersionSchema,
  remoteNameParamSchema,
  remoteVersionNameSchema,
} from '@apparel/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { badRequest } from '../../errors';
import { security } from '../shared/route-helpers';
import { RELEASE_LIMITS, readReleaseArchive } from './release-archive';
import type { ReleaseStore } from './release-store';

const tags = ['admin: release registry'];
const ARCHIVE_TYPES = ['application/zip', 'application/octet-stream'];

/** POST /admin/remotes/{name}/versions?version=: one zip archive (a release token of {name} or a super admin). */
export const remoteVersionRoutes: FastifyPluginAsyncZod<{ store: ReleaseStore }> = async (app, { store }) => {
  app.addContentTypeParser(
    ARCHIVE_TYPES,
    { parseAs: 'buffer', bodyLimit: RELEASE_LIMITS.archiveBytes },
    (_request, body, done) => done(null, body),
  );

  app.post(
    '/admin/remotes/:name/versions',
    {
      config: { roles: ['SUPER_ADMIN'], releaseToken: 'publish' },
      bodyLimit: RELEASE_LIMITS.archiveBytes,
      schema: {
        tags,
        security,
        summary:
          'Publish a version of a remote: the body is its dist as one zip (application/zip); verified, stored, immutable',
        params: remoteNameParamSchema,
        querystring: z.object({ version: remoteVersionNameSchema }),
        response: { 200: publishedRemoteVersionSchema, 201: publishedRemoteVersionSchema },
      },
    },
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
  );
};
