import { retailEndpoints as endpoints } from '@apparel/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { addEndpoint } from '../shared/endpoint-route';
import { manufacturerOf, ownedIdMustExist } from '../shared/route-helpers';
import type { RetailerService } from './retailer-service';

/** GET/POST /manufacturer/retailers and GET/PUT /manufacturer/retailers/{id} (product.md §7 "Retailers"). */
export const retailerRoutes: FastifyPluginAsyncZod<{ retailers: RetailerService }> = async (
  app,
  { retailers },
) => {
  addEndpoint(app, endpoints.list, (request) => retailers.links(manufacturerOf(request), request.query));
  addEndpoint(app, endpoints.read, (request) => retailers.read(manufacturerOf(request), request.params.id));
  addEndpoint(app, endpoints.create, (request) => retailers.create(manufacturerOf(request), request.body));
  addEndpoint(
    app,
    endpoints.update,
    (request) => retailers.update(manufacturerOf(request), request.params.id, request.body),
    { preParsing: ownedIdMustExist(retailers.assertEditable) },
  );
};
