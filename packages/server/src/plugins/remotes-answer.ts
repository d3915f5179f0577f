import type { RemotesAnswer } from '@apparel/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyInstance {
    /** Decides the /remotes.json answer for one request (pins, and canaries by browser or user). */
    remotesResolver: (request: FastifyRequest, reply: FastifyReply) => Promise<RemotesAnswer>;
  }
}

/**
 * The one decision of which remote versions a request gets: GET /remotes.json and the shell's HTML
 * both answer from it. Each pinned remote's manifest URL and the routes of the version this request
 * gets (the pin, or its canary: `packages/server/src/modules/releases/remotes-resolver.ts`), from the database registry,
 * read on every request so a pin applies on the next page load on every instance. It may set the
 * browser's canary cookie on `reply`.
 */
export const resolveRemotes = (request: FastifyRequest, reply: FastifyReply): Promise<RemotesAnswer> =>
  request.server.remotesResolver(request, reply);
