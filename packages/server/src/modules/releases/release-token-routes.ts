import { releaseEndpoints as endpoints } from '@apparel/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import { addEndpoint } from '../shared/endpoint-route';
import { idMustExist } from '../shared/route-helpers';
import type { ReleaseTokenService } from './release-token-service';

/** GET/POST /admin/release-tokens, DELETE /admin/release-tokens/{id} (super admin). */
export const releaseTokenRoutes: FastifyPluginAsyncZod<{
  db: Database;
  tokens: ReleaseTokenService;
}> = async (app, { db, tokens }) => {
  addEndpoint(app, endpoints.tokens, () => tokens.list());
  addEndpoint(app, endpoints.createToken, async (request) => {
    const [user] = await db.select({ email: users.email }).from(users).where(eq(users.id, request.user.id));
    return tokens.create(request.body.remote, user?.email ?? `user #${request.user.id}`);
  });
  addEndpoint(
    app,
    endpoints.revokeToken,
    async (request) => {
      await tokens.revoke(request.params.id);
      return { message: 'Release token revoked' };
    },
    { preParsing: idMustExist((id) => tokens.assertExists(id)) },
  );
};
