import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client';
import { taxRateRoutes } from './tax-rate-routes';
import { createTaxRateService } from './tax-rate-service';

/** Issue 19: GST rates as data, kept by the super admin. */
export const taxRatesRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  await app.register(taxRateRoutes, { taxRates: createTaxRateService(db) });
};
