import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client';
import { gstReturnRoutes } from './gst-return-routes';
import { createGstReturnService } from './gst-return-service';

/** GST returns, e-way bills and Tally (product.md §18): files built from the issued documents. */
export const gstReturnsArea: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  await app.register(gstReturnRoutes, { returns: createGstReturnService({ db }) });
};
