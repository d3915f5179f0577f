import { profileEndpoints as endpoints } from '@apparel/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { addEndpoint } from '../shared/endpoint-route';
import type { ProfileService } from './profile-service';

/** GET and PUT /auth/profile for the panel's two roles. */
export const profileRoutes: FastifyPluginAsyncZod<{ profiles: ProfileService }> = async (
  app,
  { profiles },
) => {
  addEndpoint(app, endpoints.read, (request) => profiles.read(request.user));
  addEndpoint(app, endpoints.update, (request) => profiles.update(request.user, request.body));
};
