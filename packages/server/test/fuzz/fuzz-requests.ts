import fc from 'fast-check';
import type { RouteEntry } from '../../src/plugins/route-table';
import {
  hostileValue,
  jsonSchemaOf,
  malformedJson,
  multipartBody,
  mutated,
  pathParam,
  valueFor,
} from './arbitraries';
import { encodeUri } from './encode-uri';

export type FuzzRequest = {
  method: string;
  url: string;
  contentType?: string;
  payload?: string | Buffer;
  /** How the case was made, for the failure message. */
  shape: string;
};

const BODYLESS = new Set(['GET', 'DELETE', 'OPTIONS']);

const text = (value: unknown) => (typeof value === 'string' ? value : (JSON.stringify(value) ?? ''));

const queryString = (value: unknown): string => {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return `q=${encodeUri(text(value))}`;
  return Object.entries(value)
    .map(([key, item]) => `${encodeUri(key)}=${encodeUri(text(item))}`)
    .join('&');
};

const jsonBody = (value: unknown, shape: string) => ({
  contentType: 'application/json',
  payload: text(value),
  shape,
});

/** Whether a route reads a body it does not declare (a multipart form read in the handler). */
export const isFormRoute = (route: RouteEntry) => !BODYLESS.has(route.method) && !route.schema?.body;

/**
 * Requests for one route, generated from its zod schemas (params, querystring, body) with hostile
 * mutations; routes without a body schema that take a body get malformed multipart and JSON.
 */
export const requestsFor = (route: RouteEntry): fc.Arbitrary<FuzzRequest> => {
  const schema = route.schema ?? {};
  const paramsSchema = jsonSchemaOf(schema.params);
  const names = [...route.url.matchAll(/:(\w+)/g)].map((match) => match[1] ?? '');
  const params = fc.tuple(...names.map((name) => pathParam(paramsSchema?.properties?.[name])));
  const wildcard = route.url.endsWith('*')
    ? fc.oneof(
        fc.constantFrom(
          'x.png',
          'logos/a.png',
          '..%2f..%2fetc%2fpasswd',
          '%c0%ae',
          'a%00b',
          '.%2e/.%2e/x',
          '',
        ),
        fc.string({ maxLength: 20 }).map(encodeUri),
      )
    : fc.constant('');

  const querySchema = jsonSchemaOf(schema.querystring);
  const query = querySchema
    ? mutated(valueFor(querySchema)).map(({ value }) => queryString(value))
    : fc
        .option(
          hostileValue.map((value) => `page=${encodeUri(text(value))}`),
          { freq: 3 },
        )
        .map((q) => q ?? '');

  const bodySchema = jsonSchemaOf(schema.body);
  const body: fc.Arbitrary<{ contentType?: string; payload?: string | Buffer; shape: string }> = BODYLESS.has(
    route.method,
  )
    ? fc.constant({ shape: 'no body' })
    : bodySchema
      ? fc.oneof(
          {
            weight: 5,
            arbitrary: mutated(valueFor(bodySchema)).map(({ value, mutation }) =>
              jsonBody(value, `json ${mutation}`),
            ),
          },
          {
            weight: 1,
            arbitrary: malformedJson.map((payload) => ({
              contentType: 'application/json',
              payload,
              shape: 'malformed json',
            })),
          },
          {
            weight: 1,
            arbitrary: multipartBody.map((form) => ({ ...form, shape: 'multipart to a json route' })),
          },
        )
      : fc.oneof(
          { weight: 4, arbitrary: multipartBody.map((form) => ({ ...form, shape: 'multipart' })) },
          {
            weight: 1,
            arbitrary: malformedJson.map((payload) => ({
              contentType: 'application/json',
              payload,
              shape: 'malformed json',
            })),
          },
          {
            weight: 1,
            arbitrary: mutated(fc.jsonValue({ maxDepth: 2 })).map(({ value }) => jsonBody(value, 'json')),
          },
        );

  return fc
    .record({ params, wildcard, query, body })
    .map(({ params: values, wildcard: rest, query: q, body: b }) => {
      let path = route.url;
      names.forEach((name, i) => {
        path = path.replace(`:${name}`, values[i] ?? '1');
      });
      if (path.endsWith('*')) path = `${path.slice(0, -1)}${rest}`;
      return { method: route.method, url: q ? `${path}?${q}` : path, ...b };
    });
};
