import type { Role } from './roles';
import type * as z from './zod';

export type ApiMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who may call an endpoint: anyone (`public`), or a session of one of `roles`. A registry endpoint may
 * also take a release or ops token instead of a session (`releaseToken`: `publish` admits a release token
 * of the path's remote and the ops token, `ops` the ops token only).
 */
export type EndpointAccess =
  | { readonly public: true }
  | { readonly roles: readonly Role[]; readonly releaseToken?: 'publish' | 'ops' };

/**
 * One endpoint of the API, declared once: the server registers its route from it (method, URL, schemas,
 * access, OpenAPI text), the api-client builds its calls from it, and component tests' fake API types its
 * fixtures by it. `response` is the JSON its success answers (none: no body, or a file).
 */
export interface Endpoint<
  Method extends ApiMethod = ApiMethod,
  Path extends string = string,
  Response extends z.ZodType | undefined = z.ZodType | undefined,
> {
  readonly method: Method;
  /** The path under /api, `:name` for a parameter. */
  readonly path: Path;
  readonly access: EndpointAccess;
  /** One line for the OpenAPI document. */
  readonly summary: string;
  readonly description?: string;
  /** The OpenAPI group (one per area). */
  readonly tag: string;
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  /** A JSON body's schema; none for multipart uploads and binary bodies (the handler reads those). */
  readonly body?: z.ZodType;
  readonly response: Response;
  /** The success status (default 200). */
  readonly status?: 200 | 201 | 202 | 204;
  /** Other answers the endpoint declares beside its success (e.g. `503` of the health check). */
  readonly otherResponses?: Readonly<Record<number, z.ZodType>>;
  /** Answers a file (CSV, PDF, JSON download) rather than JSON to parse. */
  readonly file?: true;
  /** Takes a multipart/form-data body (files and fields). */
  readonly multipart?: true;
  /**
   * Money-moving: honours an `Idempotency-Key` header. The same key with the same request
   * answers the first success (status and body) for 24 hours; with another request, 422 naming the key.
   */
  readonly idempotent?: true;
}

/**
 * An entry as production browser builds carry it (packages/contracts/src/endpoint-projection.ts, generated
 * from the table): what a call needs to build its request, without the schemas (production checks no
 * answer, and zod stays off the pages that build no form). `key` names the entry (`orders.read`).
 */
export type EndpointProjection = Pick<Endpoint, 'method' | 'path' | 'file' | 'multipart' | 'idempotent'> & {
  readonly key: string;
};

export const MANUFACTURER: EndpointAccess = { roles: ['MANUFACTURER'] };
export const SUPER_ADMIN: EndpointAccess = { roles: ['SUPER_ADMIN'] };
export const RETAILER: EndpointAccess = { roles: ['RETAILER'] };
export const PUBLIC: EndpointAccess = { public: true };

type EndpointSpec = Omit<Endpoint, 'tag' | 'response'> & { response?: z.ZodType };

/** An entry as declared, with the schemas it leaves out read as `undefined` (so types can test for them). */
type Entry<S extends EndpointSpec> = S & {
  tag: string;
  response: S extends { response: infer R } ? R : undefined;
  params: S extends { params: infer P } ? P : undefined;
  query: S extends { query: infer Q } ? Q : undefined;
  body: S extends { body: infer B } ? B : undefined;
};

/**
 * An area's endpoints under one OpenAPI tag: `defineEndpoints('manufacturer: orders', { list: {...} })`.
 * The literal method and path types are kept, so fake-API fixtures and calls are typed by them.
 */
export const defineEndpoints = <const Table extends Record<string, EndpointSpec>>(
  tag: string,
  table: Table,
): { [K in keyof Table]: Entry<Table[K]> } =>
  Object.fromEntries(
    Object.entries(table).map(([key, spec]) => [key, { response: undefined, ...spec, tag }]),
  ) as never;

/** A parameter's name without the file extension a path may end in (`:table.csv` is `table`). */
type ParamName<Param extends string> = Param extends `${infer Name}.${string}` ? Name : Param;

/** The names of a path's parameters: `/orders/:id/history` gives `'id'`. */
export type PathParams<Path extends string> = Path extends `${string}:${infer Param}/${infer Tail}`
  ? ParamName<Param> | PathParams<`/${Tail}`>
  : Path extends `${string}:${infer Param}`
    ? ParamName<Param>
    : never;

/** A concrete path of an endpoint: its `:name` parameters filled in, each URI-encoded. */
export const pathOf = (endpoint: Pick<Endpoint, 'path'>, params: Record<string, string | number> = {}) =>
  endpoint.path.replace(/:([A-Za-z_]+)/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${endpoint.path}: the parameter ${name} is missing`);
    return encodeURIComponent(String(value));
  });

const segmentsOf = (path: string) => path.split('?')[0]?.split('/').filter(Boolean) ?? [];

/**
 * The entry of a table for a concrete call (`GET /orders/12`): segments equal or a `:parameter`; an entry
 * with more fixed segments wins (`/attr/categories` over `/attr/:x`).
 */
export const findEndpoint = <E extends Pick<Endpoint, 'method' | 'path'>>(
  table: readonly E[],
  method: string,
  path: string,
): E | undefined => {
  const segments = segmentsOf(path);
  let best: E | undefined;
  let bestFixed = -1;
  for (const entry of table) {
    if (entry.method !== method) continue;
    const pattern = segmentsOf(entry.path);
    if (pattern.length !== segments.length) continue;
    if (!pattern.every((part, i) => part.startsWith(':') || part === segments[i])) continue;
    const fixed = pattern.filter((part) => !part.startsWith(':')).length;
    if (fixed > bestFixed) {
      best = entry;
      bestFixed = fixed;
    }
  }
  return best;
};

/** The type of an endpoint's success answer by its contract (unknown when it has none). */
export type EndpointAnswer<E> = E extends { response: infer S }
  ? S extends z.ZodType
    ? z.output<S>
    : unknown
  : unknown;

/** What a schema takes (a body as a caller builds it) and what it gives (after parsing). */
export type SchemaInput<S> = S extends z.ZodType ? z.input<S> : never;
export type SchemaOutput<S> = S extends z.ZodType ? z.output<S> : never;
