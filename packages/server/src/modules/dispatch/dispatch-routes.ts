import {
  dispatchCreateSchema,
  dispatchWithInvoiceSchema,
  idParamSchema,
  orderHistorySchema,
  orderSchema,
} from '@apparel/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client';
import { readOrderHistory } from '../order-history/order-events';
import type { OrderService } from '../orders/order-service';
import {
  actorOf,
  MANUFACTURER_ONLY,
  manufacturerOf,
  ownedIdMustExist,
  security,
} from '../shared/route-helpers';
import type { DispatchService } from './dispatch-service';

const tags = ['manufacturer: dispatch and invoices'];

/** POST /orders/{id}/dispatches, POST /orders/{id}/cancel-remaining, GET /orders/{id}/history. */
export const dispatchRoutes: FastifyPluginAsyncZod<{
  db: Database;
  dispatch: DispatchService;
  orders: OrderService;
}> = async (app, { db, dispatch, orders }) => {
  const mustExist = ownedIdMustExist((manufacturerId, id) => orders.assertExists(manufacturerId, id));

  app.post(
    '/orders/:id/dispatches',
    {
      config: MANUFACTURER_ONLY,
      preParsing: mustExist,
      schema: {
        tags,
        security,
        summary: 'Dispatch pieces of an accepted order: records the consignment and issues its tax invoice',
        params: idParamSchema,
        body: dispatchCreateSchema,
        response: { 201: dispatchWithInvoiceSchema },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await dispatch.create(manufacturerOf(request), request.params.id, request.body, actorOf(request)),
        ),
  );

  app.post(
    '/orders/:id/cancel-remaining',
    {
      config: MANUFACTURER_ONLY,
      preParsing: mustExist,
      schema: {
        tags,
        security,
        summary: 'Close what was not dispatched of a partially dispatched order; its pieces go back to stock',
        params: idParamSchema,
        response: { 200: orderSchema },
      },
    },
    (request) => dispatch.cancelRemaining(manufacturerOf(request), request.params.id, actorOf(request)),
  );

  app.get(
    '/orders/:id/history',
    {
      config: MANUFACTURER_ONLY,
      schema: {
        tags,
        security,
        summary: 'Every change of the order (created, accepted, dispatched, invoiced, ...) with who and when',
        params: idParamSchema,
        response: { 200: orderHistorySchema },
      },
    },
    async (request) => {
      await orders.assertExists(manufacturerOf(request), request.params.id);
      return { events: await readOrderHistory(db, request.params.id) };
    },
  );
};
