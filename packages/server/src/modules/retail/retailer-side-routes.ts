import {
  linkableManufacturerSchema,
  linkRequestCreateSchema,
  retailerLinkRequestSchema,
} from '@apparel/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { RETAILER_ONLY, security } from '../shared/route-helpers';
import type { LinkService } from './link-service';

const tags = ['retailer: links'];

/** The retailer's side of linking (no screen in this product): choose a manufacturer, ask, follow. */
export const retailerSideRoutes: FastifyPluginAsyncZod<{ links: LinkService }> = async (app, { links }) => {
  app.get(
    '/retailer/manufacturers',
    {
      config: RETAILER_ONLY,
      schema: {
        tags,
        security,
        summary: 'Manufacturers with an active subscription, to ask for a link',
        response: { 200: z.array(linkableManufacturerSchema) },
      },
    },
    () => links.linkableManufacturers(),
  );

  app.post(
    '/retailer/link-requests',
    {
      config: RETAILER_ONLY,
      schema: {
        tags,
        security,
        summary: 'Ask a manufacturer for a link (409 while one is PENDING or ACCEPTED)',
        body: linkRequestCreateSchema,
        response: { 201: retailerLinkRequestSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await links.ask(request.user.id, request.body.manufacturerId)),
  );

  app.get(
    '/retailer/link-requests',
    {
      config: RETAILER_ONLY,
      schema: {
        tags,
        security,
        summary: 'My links with manufacturers',
        response: { 200: z.array(retailerLinkRequestSchema) },
      },
    },
    (request) => links.ownLinks(request.user.id),
  );
};
