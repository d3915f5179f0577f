import { retailEndpoints as endpoints } from '@apparel/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { addEndpoint } from '../shared/endpoint-route';
import { manufacturerOf, ownedIdMustExist } from '../shared/route-helpers';
import type { LinkService } from './link-service';

/** GET /manufacturer/retailers-req and PATCH /manufacturer/retailers-req/{id}/status. */
export const requestRoutes: FastifyPluginAsyncZod<{ links: LinkService }> = async (app, { links }) => {
  addEndpoint(app, endpoints.requests, (request) => links.pending(manufacturerOf(request), request.query));
  addEndpoint(
    app,
    endpoints.decide,
    (request) => links.decide(manufacturerOf(request), request.params.id, request.body),
    { preParsing: ownedIdMustExist(links.assertOwnRequest) },
  );
};
