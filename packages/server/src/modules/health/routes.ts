import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client';
import { healthRoutes } from './health-routes';

/** Liveness: the one public check that the server and its database answer. */
export const healthArea: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  await app.register(healthRoutes, { db });
};
