import { dashboardSchema } from '@apparel/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MANUFACTURER_ONLY, manufacturerOf, security } from '../shared/route-helpers';
import type { DashboardService } from './dashboard-service';

/** product.md §7 "Dashboard": GET /manufacturer/dashboard. */
export const manufacturerDashboardRoutes: FastifyPluginAsyncZod<{ dashboard: DashboardService }> = async (
  app,
  { dashboard },
) => {
  app.get(
    '/manufacturer/dashboard',
    {
      config: MANUFACTURER_ONLY,
      schema: {
        tags: ['manufacturer: dashboard'],
        security,
        summary:
          'My KPIs, best sellers, size demand, monthly sales, statuses and retailers (docs/dashboard.md)',
        response: { 200: dashboardSchema },
      },
    },
    (request) => dashboard.read(manufacturerOf(request)),
  );
};
