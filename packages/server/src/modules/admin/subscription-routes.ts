import { idParamSchema, subscriptionFormSchema, subscriptionSchema } from '@apparel/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idMustExist, SUPER_ADMIN_ONLY, security } from '../shared/route-helpers';
import type { ManufacturerService } from './manufacturer-service';
import type { SubscriptionService } from './subscription-service';

/** POST /admin/manufacturer/{id}/subscription (singular "manufacturer", as product.md §7 names it). */
export const subscriptionRoutes: FastifyPluginAsyncZod<{
  manufacturers: ManufacturerService;
  subscriptions: SubscriptionService;
}> = async (app, { manufacturers, subscriptions }) => {
  app.post(
    '/admin/manufacturer/:id/subscription',
    {
      config: SUPER_ADMIN_ONLY,
      preParsing: idMustExist(manufacturers.assertExists),
      schema: {
        tags: ['admin: manufacturers'],
        security,
        summary: "Create or replace a manufacturer's subscription (calendar dates, end date inclusive)",
        params: idParamSchema,
        body: subscriptionFormSchema,
        response: { 200: subscriptionSchema },
      },
    },
    (request) => subscriptions.save(request.params.id, request.body),
  );
};
