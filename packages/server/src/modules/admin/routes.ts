import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Clock } from '../../clock';
import type { Database } from '../../db/client';
import type { FileStorage } from '../../storage/file-storage';
import { adminDashboardRoutes } from './admin-dashboard-routes';
import { createAdminDashboardService } from './admin-dashboard-service';
import { adminUserRoutes } from './admin-user-routes';
import { createAdminUserService } from './admin-user-service';
import { manufacturerRoutes } from './manufacturer-routes';
import { createManufacturerService } from './manufacturer-service';
import { subscriptionRoutes } from './subscription-routes';
import { createSubscriptionService } from './subscription-service';

/** The super admin's area (product.md §7 "Super admin"): manufacturers, subscriptions and admin users. */
export const adminArea: FastifyPluginAsyncZod<{ db: Database; storage: FileStorage; clock: Clock }> = async (
  app,
  { db, storage, clock },
) => {
  const manufacturers = createManufacturerService({ db, storage, log: app.log });
  await app.register(manufacturerRoutes, { manufacturers, storage });
  await app.register(subscriptionRoutes, { manufacturers, subscriptions: createSubscriptionService(db) });
  await app.register(adminUserRoutes, { admins: createAdminUserService(db) });
  await app.register(adminDashboardRoutes, { dashboard: createAdminDashboardService({ db, clock }) });
};
