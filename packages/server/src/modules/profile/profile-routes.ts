import { PANEL_ROLES, profileSchema, profileUpdateSchema } from '@apparel/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ProfileService } from './profile-service';

const tags = ['profile'];
const security = [{ bearerAuth: [] }];

/** GET and PUT /auth/profile for the panel's two roles. */
export const profileRoutes: FastifyPluginAsyncZod<{ profiles: ProfileService }> = async (
  app,
  { profiles },
) => {
  app.get(
    '/auth/profile',
    {
      config: { roles: PANEL_ROLES },
      schema: { tags, security, summary: 'Read my profile', response: { 200: profileSchema } },
    },
    (request) => profiles.read(request.user),
  );

  app.put(
    '/auth/profile',
    {
      config: { roles: PANEL_ROLES },
      schema: {
        tags,
        security,
        summary: 'Update my name (and my manufacturer details)',
        body: profileUpdateSchema,
        response: { 200: profileSchema },
      },
    },
    (request) => profiles.update(request.user, request.body),
  );
};
