import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client';
import { priceListRoutes } from './price-list-routes';
import { createPriceListService } from './price-list-service';

/** Price lists by retailer and by retailer type (product.md §15); orders price through them. */
export const priceListsArea: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  const priceLists = createPriceListService({ db });
  await app.register(priceListRoutes, { db, priceLists });
};
