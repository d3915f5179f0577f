import {
  ATTRIBUTE_SINGULAR,
  ATTRIBUTE_TYPES,
  attributeItemFormSchema,
  attributeItemSchema,
  attributeListQuerySchema,
  attributeOptionSchema,
  idParamSchema,
  listAnswerSchema,
} from '@apparel/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MANUFACTURER_ONLY, manufacturerOf, ownedIdMustExist, security } from '../shared/route-helpers';
import type { AttributeService } from './attribute-service';

const tags = ['catalogue: attributes'];
/**
 * Both readings of product.md §7, each a static path per type (so every route names its type and takes only
 * `:id`): the plural page name (`/attr/colors`: every item) and the singular the product and order
 * screens read (`/attr/color`: the active items as {id, name}); writes answer under either name.
 */
const NAMES = ATTRIBUTE_TYPES.flatMap((type) => [
  { name: type, type, reading: 'items' as const },
  { name: ATTRIBUTE_SINGULAR[type], type, reading: 'options' as const },
]);

/** Attribute items of the caller's manufacturer (product.md §7 "Attributes"). */
export const attributeRoutes: FastifyPluginAsyncZod<{ attributes: AttributeService }> = async (
  app,
  { attributes },
) => {
  for (const { name, type, reading } of NAMES) {
    /** 404 for another tenant's (or an unknown) item before the body is validated. */
    const itemMustExist = ownedIdMustExist((manufacturerId, id) =>
      attributes.assertExists(manufacturerId, type, id),
    );

    if (reading === 'options')
      app.get(
        `/attr/${name}`,
        {
          config: MANUFACTURER_ONLY,
          schema: {
            tags,
            security,
            summary: `Active ${type} as select options {id, name}`,
            response: { 200: z.array(attributeOptionSchema) },
          },
        },
        (request) => attributes.options(manufacturerOf(request), type),
      );
    else
      app.get(
        `/attr/${name}`,
        {
          config: MANUFACTURER_ONLY,
          schema: {
            tags,
            security,
            summary: `Every item of ${type}, active or not; q, sort; a plain array, or one page with page/pageSize`,
            querystring: attributeListQuerySchema,
            response: { 200: listAnswerSchema('items', attributeItemSchema) },
          },
        },
        (request) => attributes.list(manufacturerOf(request), type, request.query),
      );

    app.post(
      `/attr/${name}`,
      {
        config: MANUFACTURER_ONLY,
        schema: {
          tags,
          security,
          summary: `Add an item to ${type}; names are unique per type, in any case`,
          body: attributeItemFormSchema,
          response: { 201: attributeItemSchema },
        },
      },
      async (request, reply) =>
        reply.code(201).send(await attributes.create(manufacturerOf(request), type, request.body)),
    );

    app.put(
      `/attr/${name}/:id`,
      {
        config: MANUFACTURER_ONLY,
        preParsing: itemMustExist,
        schema: {
          tags,
          security,
          summary: `Edit an item of ${type}`,
          params: idParamSchema,
          body: attributeItemFormSchema,
          response: { 200: attributeItemSchema },
        },
      },
      (request) => attributes.update(manufacturerOf(request), type, request.params.id, request.body),
    );

    app.delete(
      `/attr/${name}/:id`,
      {
        config: MANUFACTURER_ONLY,
        preParsing: itemMustExist,
        schema: {
          tags,
          security,
          summary: `Delete an item of ${type} that no product uses (409 otherwise)`,
          params: idParamSchema,
        },
      },
      async (request, reply) => {
        await attributes.remove(manufacturerOf(request), type, request.params.id);
        return reply.code(204).send();
      },
    );
  }
};
