import { idParamSchema, taxRateFormSchema, taxRateListSchema, taxRateSchema } from '@apparel/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idMustExist, SUPER_ADMIN_ONLY, security } from '../shared/route-helpers';
import type { TaxRateService } from './tax-rate-service';

const tags = ['admin: tax rates'];

/** GET/POST /admin/tax-rates, PUT /admin/tax-rates/{id} (super admin). */
export const taxRateRoutes: FastifyPluginAsyncZod<{ taxRates: TaxRateService }> = async (
  app,
  { taxRates },
) => {
  app.get(
    '/admin/tax-rates',
    {
      config: SUPER_ADMIN_ONLY,
      schema: {
        tags,
        security,
        summary: 'Every GST rate rule: HSN prefix, effective from, net value per piece band, rate',
        response: { 200: taxRateListSchema },
      },
    },
    () => taxRates.list(),
  );

  app.post(
    '/admin/tax-rates',
    {
      config: SUPER_ADMIN_ONLY,
      schema: {
        tags,
        security,
        summary: 'Add a GST rate rule (a later effective date replaces the earlier rules of its prefix)',
        body: taxRateFormSchema,
        response: { 201: taxRateSchema },
      },
    },
    async (request, reply) => reply.code(201).send(await taxRates.create(request.body)),
  );

  app.put(
    '/admin/tax-rates/:id',
    {
      config: SUPER_ADMIN_ONLY,
      preParsing: idMustExist((id) => taxRates.assertExists(id)),
      schema: {
        tags,
        security,
        summary: 'Correct a GST rate rule; issued invoices keep the rate they print',
        params: idParamSchema,
        body: taxRateFormSchema,
        response: { 200: taxRateSchema },
      },
    },
    (request) => taxRates.update(request.params.id, request.body),
  );
};
