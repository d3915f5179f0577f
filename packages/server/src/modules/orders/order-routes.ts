import { orderEndpoints as endpoints } from '@apparel/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { addEndpoint } from '../shared/endpoint-route';
import { actorOf, manufacturerOf, ownedIdMustExist } from '../shared/route-helpers';
import type { OrderService } from './order-service';

/** product.md §7 "Orders": GET/POST /orders, GET/DELETE /orders/{id}, PATCH /orders/{id}/status;
 * POST /orders/{id}/release (product.md §16). */
export const orderRoutes: FastifyPluginAsyncZod<{ orders: OrderService }> = async (app, { orders }) => {
  const preParsing = ownedIdMustExist((manufacturerId, id) => orders.assertExists(manufacturerId, id));

  addEndpoint(app, endpoints.list, (request) => orders.list(manufacturerOf(request), request.query));
  addEndpoint(app, endpoints.read, (request) => orders.read(manufacturerOf(request), request.params.id));
  addEndpoint(app, endpoints.quote, (request) => orders.quote(manufacturerOf(request), request.body));
  addEndpoint(app, endpoints.create, (request) =>
    orders.create(manufacturerOf(request), request.body, actorOf(request)),
  );
  addEndpoint(
    app,
    endpoints.changeStatus,
    (request) =>
      orders.changeStatus(manufacturerOf(request), request.params.id, request.body, actorOf(request)),
    { preParsing },
  );
  addEndpoint(
    app,
    endpoints.release,
    (request) => orders.release(manufacturerOf(request), request.params.id, request.body, actorOf(request)),
    { preParsing },
  );
  addEndpoint(
    app,
    endpoints.remove,
    async (request) => {
      await orders.remove(manufacturerOf(request), request.params.id, actorOf(request));
    },
    { preParsing },
  );
};
