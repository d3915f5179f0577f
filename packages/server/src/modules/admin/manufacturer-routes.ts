import {
  idParamSchema,
  manufacturerPageSchema,
  manufacturerSchema,
  manufacturerSearchSchema,
} from '@apparel/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FileStorage } from '../../storage/file-storage';
import { multipartLimits } from '../../storage/store-upload';
import { LOGO_UPLOAD } from '../../storage/upload-policy';
import { idMustExist, requireMultipart, SUPER_ADMIN_ONLY, security } from '../shared/route-helpers';
import { readManufacturerForm } from './manufacturer-form';
import type { ManufacturerService } from './manufacturer-service';

const tags = ['admin: manufacturers'];
const FORM_PARTS =
  'multipart/form-data with the fields name, description, address, state, city, gstin, user[name], ' +
  'user[email], user[mobile], user[password] and an optional file `logo` (PNG, JPEG, WebP or GIF, at most 2 MB).';

/** Search, create, read and edit manufacturers (with their login user and logo). Super admin only. */
export const manufacturerRoutes: FastifyPluginAsyncZod<{
  manufacturers: ManufacturerService;
  storage: FileStorage;
}> = async (app, { manufacturers, storage }) => {
  const readForm = (request: Parameters<typeof requireMultipart>[0]) => {
    requireMultipart(request, 'manufacturer form');
    return readManufacturerForm(request.parts(multipartLimits(LOGO_UPLOAD)), storage, request.log);
  };

  app.post(
    '/admin/manufacturers/search',
    {
      config: SUPER_ADMIN_ONLY,
      schema: {
        tags,
        security,
        summary: 'Search manufacturers by name (anywhere, any case) and state, one page at a time',
        body: manufacturerSearchSchema,
        response: { 200: manufacturerPageSchema },
      },
    },
    (request) => manufacturers.search(request.body),
  );

  app.post(
    '/admin/manufacturers',
    {
      config: SUPER_ADMIN_ONLY,
      schema: {
        tags,
        security,
        summary: 'Create a manufacturer with its login user',
        description: FORM_PARTS,
        response: { 201: manufacturerSchema },
      },
    },
    async (request, reply) => reply.code(201).send(await manufacturers.create(await readForm(request))),
  );

  app.get(
    '/admin/manufacturers/:id',
    {
      config: SUPER_ADMIN_ONLY,
      schema: {
        tags,
        security,
        summary: 'Read a manufacturer',
        params: idParamSchema,
        response: { 200: manufacturerSchema },
      },
    },
    (request) => manufacturers.read(request.params.id),
  );

  app.put(
    '/admin/manufacturers/:id',
    {
      config: SUPER_ADMIN_ONLY,
      preParsing: idMustExist(manufacturers.assertExists),
      schema: {
        tags,
        security,
        summary: 'Edit a manufacturer; a blank password and a missing logo keep the current ones',
        description: FORM_PARTS,
        params: idParamSchema,
        response: { 200: manufacturerSchema },
      },
    },
    async (request) => manufacturers.update(request.params.id, await readForm(request)),
  );
};
