import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import { forbidden, unauthorized } from '../../errors';
import { isOpsToken, type ReleaseTokenService } from './release-token-service';

/**
 * Who may call a registry route besides a super admin session (`config.releaseToken`): `publish`
 * admits a release token of the route's remote (and the ops token); `ops` admits the ops token only.
 */
export type ReleaseCredential = 'publish' | 'ops';

/** Who made a registry change, as the history records it. */
export type ReleaseCaller = { actor: string };

declare module 'fastify' {
  interface FastifyContextConfig {
    releaseToken?: ReleaseCredential;
  }
  interface FastifyRequest {
    releaseCaller: ReleaseCaller | null;
  }
}

/** `Bearer <secret>` (the scheme in any letter case, as for session tokens) that is not a session token (no dots): a release or ops token. */
const OTHER_BEARER = /^Bearer ([A-Za-z0-9_-]{16,200})$/i;

/** The secret of a release or ops token in the request, when the route admits one. */
export const releaseSecretOf = (request: FastifyRequest): string | null => {
  if (!request.routeOptions.config.releaseToken) return null;
  return OTHER_BEARER.exec(request.headers.authorization ?? '')?.[1] ?? null;
};

/**
 * Checks the release or ops token on the registry routes the auth guard left to it, and names the
 * caller of every registry route (a session's user by email).
 */
export const releaseAuth = (
  app: FastifyInstance,
  { db, tokens, opsToken }: { db: Database; tokens: ReleaseTokenService; opsToken: string | undefined },
) => {
  app.decorateRequest('releaseCaller', null);
  app.addHook('onRequest', async (request) => {
    const credential = request.routeOptions.config.releaseToken;
    if (!credential) return;
    const secret = releaseSecretOf(request);
    if (!secret) {
      const [user] = await db.select({ email: users.email }).from(users).where(eq(users.id, request.user.id));
      request.releaseCaller = { actor: user?.email ?? `user #${request.user.id}` };
      return;
    }
    if (isOpsToken(secret, opsToken)) {
      request.releaseCaller = { actor: 'ops token' };
      return;
    }
    const token = await tokens.use(secret);
    if (!token) throw unauthorized('The release token is not valid or was revoked');
    if (credential === 'ops')
      throw forbidden(
        'A release token only publishes its remote: pins and canaries need a super admin or the ops token',
      );
    const remote = (request.params as { name?: string }).name;
    if (remote !== token.remote) throw forbidden(`This release token publishes ${token.remote} only`);
    request.releaseCaller = { actor: `release token #${token.id} (${token.remote})` };
  });
};
