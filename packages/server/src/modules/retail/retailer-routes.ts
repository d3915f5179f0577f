import {
  idParamSchema,
  listAnswerSchema,
  retailerCreateSchema,
  retailerLinkSchema,
  retailerListQuerySchema,
  retailerSchema,
  retailerUpdateSchema,
} from '@apparel/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MANUFACTURER_ONLY, manufacturerOf, ownedIdMustExist, security } from '../shared/route-helpers';
import type { RetailerService } from './retailer-service';

const tags = ['manufacturer: retailers'];

/** GET/POST /manufacturer/retailers and GET/PUT /manufacturer/retailers/{id} (product.md §7 "Retailers"). */
export const retailerRoutes: FastifyPluginAsyncZod<{ retailers: RetailerService }> = async (
  app,
  { retailers },
) => {
  app.get(
    '/manufacturer/retailers',
    {
      config: MANUFACTURER_ONLY,
      schema: {
        tags,
        security,
        summary:
          'My retailers: link records (PENDING, ACCEPTED, REJECTED) with retailer and user; q, status, sort; ' +
          'a plain array, or one page with page/pageSize',
        querystring: retailerListQuerySchema,
        response: { 200: listAnswerSchema('retailers', retailerLinkSchema) },
      },
    },
    (request) => retailers.links(manufacturerOf(request), request.query),
  );

  app.get(
    '/manufacturer/retailers/:id',
    {
      config: MANUFACTURER_ONLY,
      schema: {
        tags,
        security,
        summary: 'Read a retailer linked with me, with its user',
        params: idParamSchema,
        response: { 200: retailerSchema },
      },
    },
    (request) => retailers.read(manufacturerOf(request), request.params.id),
  );

  app.post(
    '/manufacturer/retailers',
    {
      config: MANUFACTURER_ONLY,
      schema: {
        tags,
        security,
        summary: 'Create a retailer with its RETAILER user and an ACCEPTED link, within my retailer limit',
        body: retailerCreateSchema,
        response: { 201: retailerSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await retailers.create(manufacturerOf(request), request.body)),
  );

  app.put(
    '/manufacturer/retailers/:id',
    {
      config: MANUFACTURER_ONLY,
      preParsing: ownedIdMustExist(retailers.assertEditable),
      schema: {
        tags,
        security,
        summary: 'Edit a retailer I created; a blank password keeps the current one',
        params: idParamSchema,
        body: retailerUpdateSchema,
        response: { 200: retailerSchema },
      },
    },
    (request) => retailers.update(manufacturerOf(request), request.params.id, request.body),
  );
};
