import {
  attributeItemFormSchema,
  attributeItemSchema,
  attributeListQuerySchema,
  attributeOptionSchema,
} from '../catalogue';
import { ATTRIBUTE_SINGULAR, ATTRIBUTE_TYPES, type AttributeType } from '../catalogue-names';
import { defineEndpoints, MANUFACTURER } from '../endpoint';
import { idParamSchema } from '../fields';
import { listAnswerSchema } from '../lists';
import * as z from '../zod';

const tag = 'catalogue: attributes';

/** Adding, editing and deleting an item of `type` under one of its two names (`/attr/colors`, `/attr/color`). */
const writesUnder = <const Name extends string>(type: AttributeType, name: Name) =>
  ({
    create: {
      method: 'POST',
      path: `/attr/${name}`,
      access: MANUFACTURER,
      summary: `Add an item to ${type}; names are unique per type, in any case`,
      body: attributeItemFormSchema,
      response: attributeItemSchema,
      status: 201,
    },
    update: {
      method: 'PUT',
      path: `/attr/${name}/:id`,
      access: MANUFACTURER,
      summary: `Edit an item of ${type}`,
      params: idParamSchema,
      body: attributeItemFormSchema,
      response: attributeItemSchema,
    },
    remove: {
      method: 'DELETE',
      path: `/attr/${name}/:id`,
      access: MANUFACTURER,
      summary: `Delete an item of ${type} that no product uses (409 otherwise)`,
      params: idParamSchema,
      status: 204,
    },
  }) as const;

/**
 * The endpoints of one attribute type. Both readings of product.md §7, each a static path per type (so
 * every route names its type and takes only `:id`): the plural page name (`/attr/colors`: every item)
 * and the singular the product and order screens read (`/attr/color`: the active items as {id, name});
 * writes answer under either name. The paths keep their literal types (`/attr/colors/:id`), so fake-API
 * fixtures are typed by them.
 */
const attributeEndpointsOf = <const Type extends AttributeType>(type: Type) => {
  const singular: (typeof ATTRIBUTE_SINGULAR)[Type] = ATTRIBUTE_SINGULAR[type];
  const plural = writesUnder(type, type);
  const bySingular = writesUnder(type, singular);
  return defineEndpoints(tag, {
    list: {
      method: 'GET',
      path: `/attr/${type}`,
      access: MANUFACTURER,
      summary: `Every item of ${type}, active or not; q, sort; a plain array, or one page with page/pageSize`,
      query: attributeListQuerySchema,
      response: listAnswerSchema('items', attributeItemSchema),
    },
    ...plural,
    options: {
      method: 'GET',
      path: `/attr/${singular}`,
      access: MANUFACTURER,
      summary: `Active ${type} as select options {id, name}`,
      response: z.array(attributeOptionSchema),
    },
    createBySingular: bySingular.create,
    updateBySingular: bySingular.update,
    removeBySingular: bySingular.remove,
  });
};

type AttributeEndpointsOf<Type extends AttributeType> = ReturnType<typeof attributeEndpointsOf<Type>>;

/** Each attribute type's endpoints: `attributeEndpoints.colors.list` is GET /attr/colors. */
export const attributeEndpoints = Object.fromEntries(
  ATTRIBUTE_TYPES.map((type) => [type, attributeEndpointsOf(type)]),
) as { [Type in AttributeType]: AttributeEndpointsOf<Type> };

/** Any one attribute endpoint, with its literal method and path. */
export type AttributeEndpoint = {
  [Type in AttributeType]: AttributeEndpointsOf<Type>[keyof AttributeEndpointsOf<Type>];
}[AttributeType];

/** Every attribute type's endpoints in one table (`colors.list`, ...), as the endpoint table lists areas. */
export const attributeEndpointTable: Readonly<Record<string, AttributeEndpoint>> = Object.fromEntries(
  ATTRIBUTE_TYPES.flatMap((type) =>
    Object.entries(attributeEndpoints[type]).map(([key, entry]) => [`${type}.${key}`, entry]),
  ),
);
