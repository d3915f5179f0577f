import { retailEndpoints as endpoints } from '@apparel/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { addEndpoint } from '../shared/endpoint-route';
import type { LinkService } from './link-service';

/** The retailer's side of linking (no screen in this product): choose a manufacturer, ask, follow. */
export const retailerSideRoutes: FastifyPluginAsyncZod<{ links: LinkService }> = async (app, { links }) => {
  addEndpoint(app, endpoints.linkableManufacturers, () => links.linkableManufacturers());
  addEndpoint(app, endpoints.askForLink, (request) =>
    links.ask(request.user.id, request.body.manufacturerId),
  );
  addEndpoint(app, endpoints.ownLinks, (request) => links.ownLinks(request.user.id));
};
