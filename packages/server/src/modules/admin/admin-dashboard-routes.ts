import { adminEndpoints as endpoints } from '@apparel/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { addEndpoint } from '../shared/endpoint-route';
import type { AdminDashboardService } from './admin-dashboard-service';

/** GET /admin/dashboard: the platform at a glance. Super admin only. */
export const adminDashboardRoutes: FastifyPluginAsyncZod<{ dashboard: AdminDashboardService }> = async (
  app,
  { dashboard },
) => {
  addEndpoint(app, endpoints.dashboard, () => dashboard.read());
};
