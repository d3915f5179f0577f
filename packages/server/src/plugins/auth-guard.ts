import type { Role } from '@apparel/contracts';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { forbidden, unauthorized } from '../errors';
import { releaseSecretOf } from '../modules/releases/release-auth';

/** The caller of an authenticated request, as the database knows them now. */
export type AuthenticatedUser = { id: number; role: Role; manufacturerId: number | null };

export type SessionVerifier = { userForToken(token: string): Promise<AuthenticatedUser | null> };

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Open to callers without a token (login, OTP, health). Every other /api route needs one. */
    public?: boolean;
    /** Only these roles may call the route; others get 403. */
    roles?: readonly Role[];
  }
  interface FastifyRequest {
    /** Set by the auth guard on every non-public route. */
    user: AuthenticatedUser;
  }
}

const SESSION_ENDED = 'Your session has expired. Please log in again.';

const MALFORMED_AUTHORIZATION = 'The Authorization header must be "Bearer <token>"';
/** Exactly `Bearer <JWS compact token>`: one space, three base64url parts, nothing after. */
const BEARER = /^Bearer ([A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+)$/i;
const MAX_AUTHORIZATION = 4096;

/** The token of the request; undefined when there is no header; 401 when the header is malformed. */
const bearerToken = (request: FastifyRequest): string | undefined => {
  const header = request.headers.authorization;
  if (header === undefined || header === '') return undefined;
  const token = header.length <= MAX_AUTHORIZATION ? BEARER.exec(header)?.[1] : undefined;
  if (!token) throw unauthorized(MALFORMED_AUTHORIZATION);
  return token;
};

/**
 * Deny by default: runs on onRequest, before the body is read or validated, so a caller without a
 * valid token or with the wrong role never reaches validation or a handler.
 */
export const authGuard = fp<{ sessions: SessionVerifier }>(async (app, { sessions }) => {
  app.decorateRequest('user', null as unknown as AuthenticatedUser);
  app.addHook('onRequest', async (request) => {
    const { config } = request.routeOptions;
    if (config.public) return;
    // A release or ops token on a registry route: checked by the registry (packages/server/src/modules/releases/release-auth.ts).
    if (releaseSecretOf(request)) return;
    const token = bearerToken(request);
    if (!token) throw unauthorized('Please log in to continue');
    const user = await sessions.userForToken(token);
    if (!user) throw unauthorized(SESSION_ENDED);
    if (config.roles && !config.roles.includes(user.role)) throw forbidden('Unauthorized access');
    request.user = user;
  });
  // What a signed-in caller reads is theirs alone: no browser or proxy keeps a copy.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (!request.routeOptions.config.public) reply.header('cache-control', 'no-store');
    done(null, payload);
  });
});
