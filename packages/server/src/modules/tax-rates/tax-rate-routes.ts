import { taxRateEndpoints as endpoints } from '@apparel/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { addEndpoint } from '../shared/endpoint-route';
import { idMustExist } from '../shared/route-helpers';
import type { TaxRateService } from './tax-rate-service';

/** GET/POST /admin/tax-rates, PUT and DELETE /admin/tax-rates/{id} (super admin). */
export const taxRateRoutes: FastifyPluginAsyncZod<{ taxRates: TaxRateService }> = async (
  app,
  { taxRates },
) => {
  addEndpoint(app, endpoints.list, () => taxRates.list());
  addEndpoint(app, endpoints.create, (request) => taxRates.create(request.body));
  const preParsing = idMustExist((id) => taxRates.assertExists(id));
  addEndpoint(app, endpoints.update, (request) => taxRates.update(request.params.id, request.body), {
    preParsing,
  });
  addEndpoint(app, endpoints.remove, (request) => taxRates.remove(request.params.id), { preParsing });
};
