import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client';
import { profileRoutes } from './profile-routes';
import { createProfileService } from './profile-service';

/** The signed-in user's own profile. */
export const profileArea: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  await app.register(profileRoutes, { profiles: createProfileService(db) });
};
