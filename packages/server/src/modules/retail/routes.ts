import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Clock } from '../../clock';
import type { Database } from '../../db/client';
import { createLinkService } from './link-service';
import { requestRoutes } from './request-routes';
import { retailerRoutes } from './retailer-routes';
import { createRetailerService } from './retailer-service';
import { retailerSideRoutes } from './retailer-side-routes';

/** product.md §7 "Retailers": the manufacturer's retailers and requests, and the retailer's side of linking. */
export const retailArea: FastifyPluginAsyncZod<{ db: Database; clock: Clock }> = async (
  app,
  { db, clock },
) => {
  const links = createLinkService({ db, clock });
  await app.register(retailerRoutes, { retailers: createRetailerService({ db, clock }) });
  await app.register(requestRoutes, { links });
  await app.register(retailerSideRoutes, { links });
};
