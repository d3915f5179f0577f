import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Clock } from '../../clock';
import type { Database } from '../../db/client';
import { orderRoutes } from './order-routes';
import { createOrderService } from './order-service';

/** product.md §7 "Orders". */
export const ordersArea: FastifyPluginAsyncZod<{ db: Database; clock: Clock }> = async (
  app,
  { db, clock },
) => {
  await app.register(orderRoutes, { orders: createOrderService({ db, clock }) });
};
