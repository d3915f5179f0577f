import {
  idParamSchema,
  linkDecisionSchema,
  listAnswerSchema,
  retailerLinkSchema,
  retailerRequestListQuerySchema,
} from '@apparel/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MANUFACTURER_ONLY, manufacturerOf, ownedIdMustExist, security } from '../shared/route-helpers';
import type { LinkService } from './link-service';

const tags = ['manufacturer: retailer requests'];

/** GET /manufacturer/retailers-req and PATCH /manufacturer/retailers-req/{id}/status. */
export const requestRoutes: FastifyPluginAsyncZod<{ links: LinkService }> = async (app, { links }) => {
  app.get(
    '/manufacturer/retailers-req',
    {
      config: MANUFACTURER_ONLY,
      schema: {
        tags,
        security,
        summary:
          'Pending link requests from retailers; q, sort; a plain array, or one page with page/pageSize',
        querystring: retailerRequestListQuerySchema,
        response: { 200: listAnswerSchema('requests', retailerLinkSchema) },
      },
    },
    (request) => links.pending(manufacturerOf(request), request.query),
  );

  app.patch(
    '/manufacturer/retailers-req/:id/status',
    {
      config: MANUFACTURER_ONLY,
      preParsing: ownedIdMustExist(links.assertOwnRequest),
      schema: {
        tags,
        security,
        summary: 'Accept (within my retailer limit) or reject a pending request',
        params: idParamSchema,
        body: linkDecisionSchema,
        response: { 200: retailerLinkSchema },
      },
    },
    (request) => links.decide(manufacturerOf(request), request.params.id, request.body),
  );
};
