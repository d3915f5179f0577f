import { adminEndpoints as endpoints } from '@apparel/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { addEndpoint } from '../shared/endpoint-route';
import { idMustExist } from '../shared/route-helpers';
import type { ManufacturerService } from './manufacturer-service';
import type { SubscriptionService } from './subscription-service';

/** POST /admin/manufacturer/{id}/subscription (singular "manufacturer", as product.md §7 names it). */
export const subscriptionRoutes: FastifyPluginAsyncZod<{
  manufacturers: ManufacturerService;
  subscriptions: SubscriptionService;
}> = async (app, { manufacturers, subscriptions }) => {
  addEndpoint(
    app,
    endpoints.saveSubscription,
    (request) => subscriptions.save(request.params.id, request.body),
    { preParsing: idMustExist(manufacturers.assertExists) },
  );
};
