import {
  createdReleaseTokenSchema,
  idParamSchema,
  releaseTokenFormSchema,
  releaseTokenListSchema,
} from '@apparel/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import { idMustExist, SUPER_ADMIN_ONLY, security } from '../shared/route-helpers';
import type { ReleaseTokenService } from './release-token-service';

const tags = ['admin: release tokens'];

/** GET/POST /admin/release-tokens, DELETE /admin/release-tokens/{id} (super admin). */
export const releaseTokenRoutes: FastifyPluginAsyncZod<{
  db: Database;
  tokens: ReleaseTokenService;
}> = async (app, { db, tokens }) => {
  app.get(
    '/admin/release-tokens',
    {
      config: SUPER_ADMIN_ONLY,
      schema: {
        tags,
        security,
        summary: 'Every release token: which remote, who created it and when, last used, revoked',
        response: { 200: releaseTokenListSchema },
      },
    },
    () => tokens.list(),
  );

  app.post(
    '/admin/release-tokens',
    {
      config: SUPER_ADMIN_ONLY,
      schema: {
        tags,
        security,
        summary: 'Create a token that publishes one remote; its secret is in this answer only',
        body: releaseTokenFormSchema,
        response: { 201: createdReleaseTokenSchema },
      },
    },
    async (request, reply) => {
      const [user] = await db.select({ email: users.email }).from(users).where(eq(users.id, request.user.id));
      const created = await tokens.create(request.body.remote, user?.email ?? `user #${request.user.id}`);
      return reply.code(201).send(created);
    },
  );

  app.delete(
    '/admin/release-tokens/:id',
    {
      config: SUPER_ADMIN_ONLY,
      preParsing: idMustExist((id) => tokens.assertExists(id)),
      schema: {
        tags,
        security,
        summary: 'Revoke a release token: it publishes nothing from now on',
        params: idParamSchema,
        response: { 200: z.object({ message: z.string() }) },
      },
    },
    async (request) => {
      await tokens.revoke(request.params.id);
      return { message: 'Release token revoked' };
    },
  );
};
