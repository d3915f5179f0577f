import { dashboardEndpoints as endpoints } from '@apparel/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { addEndpoint } from '../shared/endpoint-route';
import { manufacturerOf } from '../shared/route-helpers';
import type { DashboardService } from './dashboard-service';

/** product.md §7 "Dashboard": GET /manufacturer/dashboard. */
export const manufacturerDashboardRoutes: FastifyPluginAsyncZod<{ dashboard: DashboardService }> = async (
  app,
  { dashboard },
) => {
  addEndpoint(app, endpoints.read, (request) => dashboard.read(manufacturerOf(request)));
};
