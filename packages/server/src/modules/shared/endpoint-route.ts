import type { Endpoint } from '@apparel/contracts';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  preParsingHookHandler,
  RouteHandlerMethod,
} from 'fastify';
import type { z } from 'zod';
import { answerOnce, IDEMPOTENT_NOTE } from './idempotency';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The endpoint table's entry the route was registered from (packages/contracts/src/endpoints). */
    endpoint?: Endpoint;
  }
}

type Parsed<S> = S extends z.ZodType ? z.output<S> : unknown;

/** A handler's request, typed by its endpoint's params, query and body schemas. */
export type EndpointRequest<E extends Endpoint> = FastifyRequest<{
  Params: Parsed<E['params']>;
  Querystring: Parsed<E['query']>;
  Body: Parsed<E['body']>;
}>;

/** What a handler returns: the success answer (sent with the endpoint's status), or the reply it sent itself. */
type Answer<E extends Endpoint> = E['response'] extends z.ZodType
  ? z.input<E['response']> | FastifyReply
  : unknown;

export type EndpointHandler<E extends Endpoint> = (
  request: EndpointRequest<E>,
  reply: FastifyReply,
) => Answer<E> | Promise<Answer<E>>;

/** What a route adds to its entry: hooks that need the area's services, and a body limit. */
export interface EndpointRouteOptions {
  /** e.g. `ownedIdMustExist(...)`: 404 for another tenant's id before the body is read. */
  preParsing?: preParsingHookHandler;
  bodyLimit?: number;
}

/** The OpenAPI security of every bearer-token route. */
const BEARER = [{ bearerAuth: [] }];

/**
 * Registers one endpoint of the table with its handler: method, URL, schemas, who may call it (the auth
 * guard reads `config.roles` / `config.public` on onRequest) and its OpenAPI text all come from the entry,
 * so a route file holds only handlers.
 */
export const addEndpoint = <E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  handler: EndpointHandler<E>,
  options: EndpointRouteOptions = {},
): void => {
  const status = endpoint.status ?? 200;
  const response = {
    ...endpoint.otherResponses,
    ...(endpoint.response ? { [status]: endpoint.response } : {}),
  };
  if (endpoint.idempotent && 'public' in endpoint.access)
    throw new Error(`${endpoint.method} ${endpoint.path}: an idempotent endpoint needs a signed-in caller`);
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    config: { ...endpoint.access, endpoint, ...(endpoint.idempotent ? { idempotent: true } : {}) },
    ...(options.preParsing ? { preParsing: options.preParsing } : {}),
    ...(options.bodyLimit ? { bodyLimit: options.bodyLimit } : {}),
    schema: {
      tags: [endpoint.tag],
      summary: endpoint.summary,
      ...(endpoint.description || endpoint.idempotent
        ? {
            description: [endpoint.description, endpoint.idempotent && IDEMPOTENT_NOTE]
              .filter(Boolean)
              .join('\n\n'),
          }
        : {}),
      ...('public' in endpoint.access ? {} : { security: BEARER }),
      ...(endpoint.params ? { params: endpoint.params } : {}),
      ...(endpoint.query ? { querystring: endpoint.query } : {}),
      ...(endpoint.body ? { body: endpoint.body } : {}),
      ...(Object.keys(response).length > 0 ? { response } : {}),
    },
    handler: (async (request: FastifyRequest, reply: FastifyReply) => {
      if (endpoint.idempotent)
        return answerOnce(request, reply, status, async () => {
          const answer = await handler(request as EndpointRequest<E>, reply);
          if (answer === reply) throw new Error(`${endpoint.path}: an idempotent handler answers a value`);
          return answer;
        });
      const answer = await handler(request as EndpointRequest<E>, reply);
      if (answer === reply) return reply;
      if (status !== 200) reply.code(status);
      return answer;
    }) as RouteHandlerMethod,
  });
};
