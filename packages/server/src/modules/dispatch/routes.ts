import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Clock } from '../../clock';
import type { Database } from '../../db/client';
import { createOrderService } from '../orders/order-service';
import { dispatchRoutes } from './dispatch-routes';
import { createDispatchService } from './dispatch-service';

/** Issue 19: dispatching accepted orders in parts, and every order's history. */
export const dispatchAreaRoutes: FastifyPluginAsyncZod<{ db: Database; clock: Clock }> = async (
  app,
  { db, clock },
) => {
  const orders = createOrderService({ db, clock });
  await app.register(dispatchRoutes, { db, dispatch: createDispatchService({ db, clock, orders }), orders });
};
