import { ATTRIBUTE_TYPES, attributeEndpoints } from '@apparel/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { addEndpoint } from '../shared/endpoint-route';
import { manufacturerOf, ownedIdMustExist } from '../shared/route-helpers';
import type { AttributeService } from './attribute-service';

/**
 * Attribute items of the caller's manufacturer (product.md §7 "Attributes"): each type's endpoints
 * (packages/contracts/src/endpoints/attributes.ts), read under its plural page name (every item) or
 * its singular (the active items as options); writes answer under either name.
 */
export const attributeRoutes: FastifyPluginAsyncZod<{ attributes: AttributeService }> = async (
  app,
  { attributes },
) => {
  for (const type of ATTRIBUTE_TYPES) {
    const endpoints = attributeEndpoints[type];
    /** 404 for another tenant's (or an unknown) item before the body is validated. */
    const preParsing = ownedIdMustExist((manufacturerId, id) =>
      attributes.assertExists(manufacturerId, type, id),
    );
    const addWrites = (
      create: (typeof endpoints)['create' | 'createBySingular'],
      update: (typeof endpoints)['update' | 'updateBySingular'],
      remove: (typeof endpoints)['remove' | 'removeBySingular'],
    ) => {
      addEndpoint(app, create, (request) => attributes.create(manufacturerOf(request), type, request.body));
      addEndpoint(
        app,
        update,
        (request) => attributes.update(manufacturerOf(request), type, request.params.id, request.body),
        { preParsing },
      );
      addEndpoint(
        app,
        remove,
        async (request) => {
          await attributes.remove(manufacturerOf(request), type, request.params.id);
        },
        { preParsing },
      );
    };

    addEndpoint(app, endpoints.list, (request) =>
      attributes.list(manufacturerOf(request), type, request.query),
    );
    addWrites(endpoints.create, endpoints.update, endpoints.remove);
    addEndpoint(app, endpoints.options, (request) => attributes.options(manufacturerOf(request), type));
    addWrites(endpoints.createBySingular, endpoints.updateBySingular, endpoints.removeBySingular);
  }
};
