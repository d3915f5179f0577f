import {
  idParamSchema,
  orderCreateSchema,
  orderListQuerySchema,
  orderPageSchema,
  orderSchema,
  orderStatusUpdateSchema,
} from '@apparel/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  actorOf,
  MANUFACTURER_ONLY,
  manufacturerOf,
  ownedIdMustExist,
  security,
} from '../shared/route-helpers';
import type { OrderService } from './order-service';

const tags = ['manufacturer: orders'];

/** product.md §7 "Orders": GET/POST /orders, GET/DELETE /orders/{id}, PATCH /orders/{id}/status. */
export const orderRoutes: FastifyPluginAsyncZod<{ orders: OrderService }> = async (app, { orders }) => {
  const mustExist = ownedIdMustExist((manufacturerId, id) => orders.assertExists(manufacturerId, id));

  app.get(
    '/orders',
    {
      config: MANUFACTURER_ONLY,
      schema: {
        tags,
        security,
        summary: 'One page of my orders, newest first; filters: status, retailerId, from and to (India days)',
        querystring: orderListQuerySchema,
        response: { 200: orderPageSchema },
      },
    },
    (request) => orders.list(manufacturerOf(request), request.query),
  );

  app.get(
    '/orders/:id',
    {
      config: MANUFACTURER_ONLY,
      schema: {
        tags,
        security,
        summary: 'An order with its items',
        params: idParamSchema,
        response: { 200: orderSchema },
      },
    },
    (request) => orders.read(manufacturerOf(request), request.params.id),
  );

  app.post(
    '/orders',
    {
      config: MANUFACTURER_ONLY,
      schema: {
        tags,
        security,
        summary: 'Create a PENDING order for one of my accepted retailers; the server prices every item',
        body: orderCreateSchema,
        response: { 201: orderSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await orders.create(manufacturerOf(request), request.body, actorOf(request))),
  );

  app.patch(
    '/orders/:id/status',
    {
      config: MANUFACTURER_ONLY,
      preParsing: mustExist,
      schema: {
        tags,
        security,
        summary: 'Accept (taking the items out of stock) or reject a PENDING order',
        params: idParamSchema,
        body: orderStatusUpdateSchema,
        response: { 200: orderSchema },
      },
    },
    (request) =>
      orders.changeStatus(manufacturerOf(request), request.params.id, request.body, actorOf(request)),
  );

  app.delete(
    '/orders/:id',
    {
      config: MANUFACTURER_ONLY,
      preParsing: mustExist,
      schema: {
        tags,
        security,
        summary:
          'Delete an order; an accepted one puts its stock back; a dispatched one cannot be deleted (409)',
        params: idParamSchema,
      },
    },
    async (request, reply) => {
      await orders.remove(manufacturerOf(request), request.params.id, actorOf(request));
      return reply.code(204).send();
    },
  );
};
