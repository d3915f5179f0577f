import { orderEndpoints as endpoints } from '@apparel/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client';
import { readOrderHistory } from '../order-history/order-events';
import type { OrderService } from '../orders/order-service';
import { addEndpoint } from '../shared/endpoint-route';
import { actorOf, manufacturerOf, ownedIdMustExist } from '../shared/route-helpers';
import type { DispatchService } from './dispatch-service';

/** POST /orders/{id}/dispatches, POST /orders/{id}/cancel-remaining, GET /orders/{id}/history. */
export const dispatchRoutes: FastifyPluginAsyncZod<{
  db: Database;
  dispatch: DispatchService;
  orders: OrderService;
}> = async (app, { db, dispatch, orders }) => {
  const preParsing = ownedIdMustExist((manufacturerId, id) => orders.assertExists(manufacturerId, id));

  addEndpoint(
    app,
    endpoints.dispatch,
    (request) => dispatch.create(manufacturerOf(request), request.params.id, request.body, actorOf(request)),
    { preParsing },
  );
  addEndpoint(
    app,
    endpoints.cancelRemaining,
    (request) => dispatch.cancelRemaining(manufacturerOf(request), request.params.id, actorOf(request)),
    { preParsing },
  );
  addEndpoint(app, endpoints.history, async (request) => {
    await orders.assertExists(manufacturerOf(request), request.params.id);
    return { events: await readOrderHistory(db, request.params.id) };
  });
};
