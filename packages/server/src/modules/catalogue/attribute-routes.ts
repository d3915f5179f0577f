import {
  ATTRIBUTE_SINGULAR,
  ATTRIBUTE_TYPES,
  attributeItemFormSchema,
  attributeItemSchema,
  attributeOptionSchema,
  idParamSchema,
} from '@apparel/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AttributeService } from './attribute-service';
import { MANUFACTURER_ONLY, manufacturerOf, security } from './route-helpers';

const tags = ['catalogue: attributes'];
const SINGULAR_TO_TYPE = Object.fromEntries(ATTRIBUTE_TYPES.map((type) => [ATTRIBUTE_SINGULAR[type], type]));
/** Both readings of SPEC 7: the plural page name, or the singular the product screens use. */
const typeParam = z
  .enum([...ATTRIBUTE_TYPES, ...Object.keys(SINGULAR_TO_TYPE)] as [string, ...string[]], {
    error: `type must be one of ${ATTRIBUTE_TYPES.join(', ')}`,
  })
  .transform((t) => (SINGULAR_TO_TYPE[t] ?? t) as (typeof ATTRIBUTE_TYPES)[number]);
const typeParams = z.object({ type: typeParam });
const itemParams = idParamSchema.extend({ type: typeParam });

/** Attribute items of the caller's manufacturer (SPEC 7 "Attributes"). */
export const attributeRoutes: FastifyPluginAsyncZod<{ attributes: AttributeService }> = async (
  app,
  { attributes },
) => {
  // GET /attr/color and the other singulars: the active items as {id, name} for product and order selects.
  for (const type of ATTRIBUTE_TYPES) {
    app.get(
      `/attr/${ATTRIBUTE_SINGULAR[type]}`,
      {
        config: MANUFACTURER_ONLY,
        schema: {
          tags,
          security,
          summary: `Active ${type} as select options`,
          response: { 200: z.array(attributeOptionSchema) },
        },
      },
      (request) => attributes.options(manufacturerOf(request), type),
    );
  }

  app.get(
    '/attr/:type',
    {
      config: MANUFACTURER_ONLY,
      schema: {
        tags,
        security,
        summary:
          'Every item of one attribute type (colors, sizes, brands, fabrics, themes, materials, seasons)',
        params: typeParams,
        response: { 200: z.array(attributeItemSchema) },
      },
    },
    (request) => attributes.list(manufacturerOf(request), request.params.type),
  );

  app.post(
    '/attr/:type',
    {
      config: MANUFACTURER_ONLY,
      schema: {
        tags,
        security,
        summary: 'Add an item; names are unique per type, in any case',
        params: typeParams,
        body: attributeItemFormSchema,
        response: { 201: attributeItemSchema },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await attributes.create(manufacturerOf(request), request.params.type, request.body)),
  );

  /** 404 for another tenant's (or an unknown) item before the body is validated. */
  const itemMustExist = async (request: FastifyRequest) => {
    const parsed = itemParams.safeParse(request.params);
    if (parsed.success)
      await attributes.assertExists(manufacturerOf(request), parsed.data.type, parsed.data.id);
  };

  app.put(
    '/attr/:type/:id',
    {
      config: MANUFACTURER_ONLY,
      preValidation: itemMustExist,
      schema: {
        tags,
        security,
        summary: 'Edit an item',
        params: itemParams,
        body: attributeItemFormSchema,
        response: { 200: attributeItemSchema },
      },
    },
    (request) =>
      attributes.update(manufacturerOf(request), request.params.type, request.params.id, request.body),
  );

  app.delete(
    '/attr/:type/:id',
    {
      config: MANUFACTURER_ONLY,
      schema: {
        tags,
        security,
        summary: 'Delete an item that no product uses (409 otherwise)',
        params: itemParams,
      },
    },
    async (request, reply) => {
      await attributes.remove(manufacturerOf(request), request.params.type, request.params.id);
      return reply.code(204).send();
    },
  );
};
