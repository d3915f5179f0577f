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
export const responseJsonSchema = (schema: ZodType): JsonSchema =>
  withNullableTypes(z.toJSONSchema(schema, { target: 'draft-07', io: 'output' })) as JsonSchema;

type Serialize = (data: unknown) => string;

/** One fast-json-stringify serializer (its `Schema` type is narrower than what zod writes). */
const compiled = (schema: object) => fastJson(schema as Schema) as Serialize;

/**
 * Response bodies through fast-json-stringify, compiled once per route from the JSON Schema of the
 * route's zod response contract. The schema stays the allow-list: objects are closed
 * (`additionalProperties: false`), so a field the contract does not name is never written, and a
 * missing required field is an error (500), as with zod. A contract that JSON Schema cannot express
 * keeps zod's serializer.
 */
export const responseSerializerCompiler: FastifySerializerCompiler<ZodType> = (route) => {
  let jsonSchema: JsonSchema;
  try {
    jsonSchema = responseJsonSchema(route.schema);
  } catch {
    return zodSerializerCompiler(route as Parameters<typeof zodSerializerCompiler>[0]);
  }
  return byArrayOrObject(jsonSchema) ?? compiled(jsonSchema);
};

/**
 * An answer that is an array or an object (a list's plain array or one page: `listAnswerSchema`) as
 * one serializer per branch, chosen by `Array.isArray`. fast-json-stringify would pick the branch by
 * validating the whole value against each in turn first, which doubles the cost of a page
 * (docs/performance/server.md, "Lists at 10,000 rows").
 */
const byArrayOrObject = (schema: JsonSchema): Serialize | undefined => {
  const { anyOf, ...shared } = schema;
  const branches = anyOf as JsonSchema[] | undefined;
  const array = branches?.find((branch) => branch.type === 'array');
  const object = branches?.find((branch) => branch.type === 'object');
  if (branches?.length !== 2 || !array || !object) return undefined;
  const asArray = compiled({ ...shared, ...array });
  const asObject = compiled({ ...shared, ...object });
  return (data) => (Array.isArray(data) ? asArray(data) : asObject(data));
};
