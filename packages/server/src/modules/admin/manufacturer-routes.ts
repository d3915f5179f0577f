import { adminEndpoints as endpoints } from '@apparel/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FileStorage } from '../../storage/file-storage';
import { multipartLimits } from '../../storage/store-upload';
import { LOGO_UPLOAD } from '../../storage/upload-policy';
import { addEndpoint } from '../shared/endpoint-route';
import { idMustExist, requireMultipart } from '../shared/route-helpers';
import { readManufacturerForm } from './manufacturer-form';
import type { ManufacturerService } from './manufacturer-service';

/** Search, create, read and edit manufacturers (with their login user and logo). Super admin only. */
export const manufacturerRoutes: FastifyPluginAsyncZod<{
  manufacturers: ManufacturerService;
  storage: FileStorage;
}> = async (app, { manufacturers, storage }) => {
  const readForm = (request: Parameters<typeof requireMultipart>[0]) => {
    requireMultipart(request, 'manufacturer form');
    return readManufacturerForm(request.parts(multipartLimits(LOGO_UPLOAD)), storage, request.log);
  };

  addEndpoint(app, endpoints.searchManufacturers, (request) => manufacturers.search(request.body));
  addEndpoint(app, endpoints.createManufacturer, async (request) =>
    manufacturers.create(await readForm(request)),
  );
  addEndpoint(app, endpoints.readManufacturer, (request) => manufacturers.read(request.params.id));
  addEndpoint(
    app,
    endpoints.updateManufacturer,
    async (request) => manufacturers.update(request.params.id, await readForm(request)),
    { preParsing: idMustExist(manufacturers.assertExists) },
  );
};
