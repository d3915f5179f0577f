import { adminEndpoints as endpoints } from '@apparel/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { addEndpoint } from '../shared/endpoint-route';
import { idMustExist } from '../shared/route-helpers';
import type { AdminUserService } from './admin-user-service';

/** The admin users (super admins) of the platform. Super admin only. */
export const adminUserRoutes: FastifyPluginAsyncZod<{ admins: AdminUserService }> = async (
  app,
  { admins },
) => {
  const preParsing = idMustExist(async (id) => {
    await admins.read(id);
  });

  addEndpoint(app, endpoints.listAdmins, (request) => admins.list(request.query));
  addEndpoint(app, endpoints.readAdmin, (request) => admins.read(request.params.id));
  addEndpoint(app, endpoints.createAdmin, (request) => admins.create(request.body));
  addEndpoint(app, endpoints.updateAdmin, (request) => admins.update(request.params.id, request.body), {
    preParsing,
  });
};
