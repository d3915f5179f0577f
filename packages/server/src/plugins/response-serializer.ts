import fastJson, { type Schema } from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { type ZodType, z } from 'zod';

type JsonSchema = { [key: string]: unknown };

/**
 * `anyOf: [X, {type: 'null'}]` (zod's `.nullable()`) as `type: [X's type, 'null']`: fast-json-stringify
 * picks an anyOf branch by validating the value at run time, a type list it serialises directly.
 */
const withNullableTypes = (schema: unknown): unknown => {
  if (Array.isArray(schema)) return schema.map(withNullableTypes);
  if (!schema || typeof schema !== 'object') return schema;
  const node = Object.fromEntries(
    Object.entries(schema).map(([key, value]) => [key, withNullableTypes(value)]),
  ) as JsonSchema;
  const branches = node.anyOf as JsonSchema[] | undefined;
  if (branches?.length === 2) {
    const nullAt = branches.findIndex((branch) => branch.type === 'null' && Object.keys(branch).length === 1);
    const other = branches[1 - nullAt];
    if (nullAt !== -1 && other && typeof other.type === 'string') {
      const { anyOf: _, ...rest } = node;
      return { ...rest, ...other, type: [other.type, 'null'] };
    }
  }
  return node;
};

/** The JSON Schema of a response contract, as the server sends it (zod's output side). */
export const responseJsonSchema = (schema: ZodType): Schema =>
  withNullableTypes(z.toJSONSchema(schema, { target: 'draft-07', io: 'output' })) as Schema;

/**
 * Response bodies through fast-json-stringify, compiled once per route from the JSON Schema of the
 * route's zod response contract. The schema stays the allow-list: objects are closed
 * (`additionalProperties: false`), so a field the contract does not name is never written, and a
 * missing required field is an error (500), as with zod. A contract that JSON Schema cannot express
 * keeps zod's serializer.
 */
export const responseSerializerCompiler: FastifySerializerCompiler<ZodType> = (route) => {
  let jsonSchema: Schema;
  try {
    jsonSchema = responseJsonSchema(route.schema);
  } catch {
    return zodSerializerCompiler(route as Parameters<typeof zodSerializerCompiler>[0]);
  }
  return fastJson(jsonSchema) as (data: unknown) => string;
};
