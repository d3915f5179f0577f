import {
  adminCreateSchema,
  adminListQuerySchema,
  adminSchema,
  adminUpdateSchema,
  idParamSchema,
  listAnswerSchema,
} from '@apparel/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idMustExist, SUPER_ADMIN_ONLY, security } from '../shared/route-helpers';
import type { AdminUserService } from './admin-user-service';

const tags = ['admin: admins'];

/** The admin users (super admins) of the platform. Super admin only. */
export const adminUserRoutes: FastifyPluginAsyncZod<{ admins: AdminUserService }> = async (
  app,
  { admins },
) => {
  const mustExist = idMustExist(async (id) => {
    await admins.read(id);
  });

  app.get(
    '/admin/admins',
    {
      config: SUPER_ADMIN_ONLY,
      schema: {
        tags,
        security,
        summary: 'List admins; q, sort; a plain array, or one page with page/pageSize',
        querystring: adminListQuerySchema,
        response: { 200: listAnswerSchema('admins', adminSchema) },
      },
    },
    (request) => admins.list(request.query),
  );

  app.get(
    '/admin/admins/:id',
    {
      config: SUPER_ADMIN_ONLY,
      schema: {
        tags,
        security,
        summary: 'Read an admin',
        params: idParamSchema,
        response: { 200: adminSchema },
      },
    },
    (request) => admins.read(request.params.id),
  );

  app.post(
    '/admin/admins',
    {
      config: SUPER_ADMIN_ONLY,
      schema: {
        tags,
        security,
        summary: 'Create an admin',
        body: adminCreateSchema,
        response: { 201: adminSchema },
      },
    },
    async (request, reply) => reply.code(201).send(await admins.create(request.body)),
  );

  app.put(
    '/admin/admins/:id',
    {
      config: SUPER_ADMIN_ONLY,
      preParsing: mustExist,
      schema: {
        tags,
        security,
        summary:
          'Edit an admin: name and password; email and mobile cannot change; a blank password keeps it',
        params: idParamSchema,
        body: adminUpdateSchema,
        response: { 200: adminSchema },
      },
    },
    (request) => admins.update(request.params.id, request.body),
  );
};
