import fc from 'fast-check';
import type { RouteEntry } from '../../src/plugins/route-table';
import { type JsonSchema, jsonSchemaOf, valueFor } from './arbitraries';
import type { FuzzRequest } from './fuzz-requests';

/** What coercing schemas used to take for a number: `true` as 1, `[[7]]` as 7, "0x10" as 16, "7" as 7. */
export const WRONG_NUMBER_TYPES: unknown[] = [true, false, [[7]], [7], '0x10', '7', '1e3', {}];

const isNumeric = (s: JsonSchema | undefined): boolean =>
  !!s &&
  (s.type === 'integer' ||
    s.type === 'number' ||
    (Array.isArray(s.type) && s.type.some((t) => t === 'integer' || t === 'number')) ||
    (s.anyOf ?? s.oneOf ?? []).some(isNumeric));

/** Paths of the values in `value` that its schema says are numbers. */
const numericPaths = (s: JsonSchema | undefined, value: unknown, prefix: (string | number)[] = []) => {
  const paths: (string | number)[][] = [];
  const part = s?.anyOf?.find((option) => option.type === 'object' || option.type === 'array') ?? s;
  if (Array.isArray(value)) {
    value.forEach((item, i) => {
      if (isNumeric(part?.items)) paths.push([...prefix, i]);
      else paths.push(...numericPaths(part?.items, item, [...prefix, i]));
    });
  } else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const field = part?.properties?.[key];
      if (isNumeric(field)) paths.push([...prefix, key]);
      else paths.push(...numericPaths(field, item, [...prefix, key]));
    }
  }
  return paths;
};

/** Whether a route takes a JSON body with a number somewhere in it. */
export const hasNumberFields = (route: RouteEntry): boolean => {
  const schema = jsonSchemaOf(route.schema?.body);
  const sample = schema ? fc.sample(valueFor(schema), { numRuns: 20, seed: 1 }) : [];
  return sample.some((value) => numericPaths(schema, value).length > 0);
};

/**
 * A valid-shaped JSON body of the route with one number field replaced by a value of another type.
 * The field, where it is, is the one the case names (`shape`), so a failure shows what was coerced.
 */
export const typeMutatedRequest = (route: RouteEntry, id: string): fc.Arbitrary<FuzzRequest> => {
  const schema = jsonSchemaOf(route.schema?.body);
  return fc
    .tuple(valueFor(schema), fc.nat(), fc.constantFrom(...WRONG_NUMBER_TYPES))
    .filter(([value]) => numericPaths(schema, value).length > 0)
    .map(([value, pick, wrong]) => {
      const body = JSON.parse(JSON.stringify(value)) as Record<string | number, unknown>;
      const paths = numericPaths(schema, body);
      const path = paths[pick % paths.length] ?? [];
      let parent = body;
      for (const key of path.slice(0, -1)) parent = parent[key] as Record<string | number, unknown>;
      parent[path.at(-1) as string | number] = wrong;
      return {
        method: route.method,
        url: route.url.replace(/:\w+/g, id),
        contentType: 'application/json',
        payload: JSON.stringify(body),
        shape: `${path.join('.')} = ${JSON.stringify(wrong)}`,
      };
    });
};
