import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Clock } from '../../clock';
import type { Database } from '../../db/client';
import { dispatchRoutes } from './dispatch-routes';
import type { ConsignmentInvoicing } from './invoicing';
import { orderRoutes } from './order-routes';
import { createOrderService } from './order-service';

/** product.md §7 "Orders", with dispatching in parts and every order's history: one area, one service. */
export const ordersArea: FastifyPluginAsyncZod<{
  db: Database;
  clock: Clock;
  invoicing: ConsignmentInvoicing;
  /** How many days back a dispatch may be dated (DOCUMENT_BACKDATE_DAYS). */
  backdateDays: number;
}> = async (app, deps) => {
  const orders = createOrderService(deps);
  await app.register(orderRoutes, { orders });
  await app.register(dispatchRoutes, { orders });
};
