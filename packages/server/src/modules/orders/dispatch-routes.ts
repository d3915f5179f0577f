import { orderEndpoints as endpoints } from '@apparel/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { addEndpoint } from '../shared/endpoint-route';
import { actorOf, manufacturerOf, ownedIdMustExist } from '../shared/route-helpers';
import type { OrderService } from './order-service';

/** POST /orders/{id}/dispatches, POST /orders/{id}/cancel-remaining, GET /orders/{id}/history. */
export const dispatchRoutes: FastifyPluginAsyncZod<{ orders: OrderService }> = async (app, { orders }) => {
  const preParsing = ownedIdMustExist((manufacturerId, id) => orders.assertExists(manufacturerId, id));

  addEndpoint(
    app,
    endpoints.dispatch,
    (request) => orders.dispatch(manufacturerOf(request), request.params.id, request.body, actorOf(request)),
    { preParsing },
  );
  addEndpoint(
    app,
    endpoints.cancelRemaining,
    (request) => orders.cancelRemaining(manufacturerOf(request), request.params.id, actorOf(request)),
    { preParsing },
  );
  addEndpoint(app, endpoints.history, (request) =>
    orders.history(manufacturerOf(request), request.params.id),
  );
};
