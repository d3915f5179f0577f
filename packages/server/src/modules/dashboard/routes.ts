import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Clock } from '../../clock';
import type { Database } from '../../db/client';
import { manufacturerDashboardRoutes } from './dashboard-routes';
import { createDashboardService } from './dashboard-service';

/** The manufacturer's dashboard (product.md §7 "Dashboard"). */
export const dashboardArea: FastifyPluginAsyncZod<{ db: Database; clock: Clock }> = async (
  app,
  { db, clock },
) => {
  await app.register(manufacturerDashboardRoutes, { dashboard: createDashboardService({ db, clock }) });
};
