import { adminDashboardSchema } from '@apparel/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SUPER_ADMIN_ONLY, security } from '../shared/route-helpers';
import type { AdminDashboardService } from './admin-dashboard-service';

/** GET /admin/dashboard: the platform at a glance. Super admin only. */
export const adminDashboardRoutes: FastifyPluginAsyncZod<{ dashboard: AdminDashboardService }> = async (
  app,
  { dashboard },
) => {
  app.get(
    '/admin/dashboard',
    {
      config: SUPER_ADMIN_ONLY,
      schema: {
        tags: ['admin: dashboard'],
        security,
        summary: 'The platform at a glance: manufacturers by subscription, subscriptions ending soon, admins',
        response: { 200: adminDashboardSchema },
      },
    },
    () => dashboard.read(),
  );
};
