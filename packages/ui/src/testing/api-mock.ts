import { ALL_ENDPOINTS, findEndpoint, type Role } from '@apparel/contracts';
import { vi } from 'vitest';

/** One request the page made, as the server would see it. */
export interface ApiCall {
  method: string;
  /** The path under /api, without the query string. */
  path: string;
  /** The query string's parameters. */
  query: Record<string, string>;
  /** JSON bodies parsed; FormData (and anything else) as sent. */
  body: unknown;
}

/** Statuses a fixture may answer with any body (a failure's `{ message }`); any other answers the contract. */
export type FailureStatus = 400 | 401 | 403 | 404 | 408 | 409 | 413 | 415 | 422 | 429 | 500 | 502 | 503;

/**
 * One answer: a success carries the route's contract type; a failure status any body. Without a type
 * argument (a helper building replies for several routes) the body is not checked here, only at run time.
 */
// biome-ignore lint/suspicious/noExplicitAny: an unparameterised reply fits any route; mockApi parses it at run time
export type ApiReply<Body = any> =
  | { status?: 200 | 201 | 202; body?: Body }
  | { status: 204 | 205 | 304; body?: undefined }
  | { status: FailureStatus; body?: unknown };

/**
 * How one endpoint answers: a reply; replies served in order, the last repeating; or a function of the
 * call (it may return a promise, to hold the answer back).
 */
// biome-ignore lint/suspicious/noExplicitAny: as ApiReply
export type ApiRoute<Body = any> =
  | ApiReply<Body>
  | [ApiReply<Body>, ...ApiReply<Body>[]]
  | ((call: ApiCall) => ApiReply<Body> | Promise<ApiReply<Body>>);

/**
 * Answers keyed by "METHOD /path", the path under /api without its query string ("POST /auth/login",
 * "GET /orders/42"). Held to the endpoint table when mockApi runs (checkFixtures): a key that is no
 * endpoint of the table, or a success body its response schema refuses, throws naming the route. The
 * check is at run time, not in the type: a mapped type over every endpoint's concrete path cost the
 * typecheck about 2 s per mockApi call (docs/performance/ci.md).
 */
export type ApiRoutes = Record<string, ApiRoute | undefined>;

const isSuccess = ({ status = 200 }: ApiReply) => status >= 200 && status < 300 && !NO_BODY.has(status);

/**
 * Fixtures are held to the server's contracts (the endpoint table): a success body its endpoint's
 * response schema refuses throws here, naming the route and the fields, so `{ id: 99 }` cannot stand
 * in for an Order. Function routes are checked by request() when they answer.
 */
const checkFixtures = (routes: ApiRoutes) => {
  for (const [key, route] of Object.entries(routes)) {
    if (!route || typeof route === 'function') continue;
    const [method = '', path = ''] = key.split(' ');
    const endpoint = findEndpoint(ALL_ENDPOINTS, method, path);
    if (!endpoint) throw new Error(`mockApi: "${key}" is no endpoint of the endpoint table`);
    const contract = endpoint.response;
    if (!contract) continue;
    for (const reply of [route].flat() as ApiReply[]) {
      if (!isSuccess(reply)) continue;
      const result = contract.safeParse(reply.body ?? {});
      if (result.success) continue;
      const issues = result.error.issues
        .slice(0, 3)
        .map((issue) => `${issue.path.join('.') || '(body)'}: ${issue.message}`);
      throw new Error(`mockApi: the body for "${key}" does not meet its contract: ${issues.join('; ')}`);
    }
  }
};

const keyOf = ({ method, path }: ApiCall) => `${method} ${path}`;

const callOf = (input: RequestInfo | URL, init: RequestInit = {}): ApiCall => {
  const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
  const body = init.body;
  let parsed: unknown = body;
  if (typeof body === 'string') {
    try {
      parsed = JSON.parse(body);
    } catch {
      parsed = body;
    }
  }
  return {
    method: (init.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase(),
    path: url.pathname.replace(/^\/api(?=\/|$)/, ''),
    query: Object.fromEntries(url.searchParams),
    body: parsed,
  };
};

// These statuses may not carry a body; the Response constructor throws if given one.
const NO_BODY = new Set([204, 205, 304]);

const toResponse = ({ status = 200, body = {} }: ApiReply) =>
  new Response(NO_BODY.has(status) ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

/**
 * Replaces fetch with a fake API server for one test (the shared setup file restores the real fetch).
 * Unknown routes answer 404 `{ message }`. Returns what the page sent.
 */
export function mockApi(routes: ApiRoutes = {}) {
  checkFixtures(routes);
  const calls: ApiCall[] = [];
  const served = new Map<string, number>();

  const replyTo = async (call: ApiCall): Promise<ApiReply> => {
    const key = keyOf(call);
    const route = (routes as Record<string, ApiRoute | undefined>)[key];
    if (!route) return { status: 404, body: { message: `No mock for ${key}` } };
    if (typeof route === 'function') return route(call);
    if (!Array.isArray(route)) return route;
    const index = Math.min(served.get(key) ?? 0, route.length - 1);
    served.set(key, index + 1);
    const reply = route[index];
    if (!reply) throw new Error(`mockApi: the list of replies for "${key}" is empty`);
    return reply;
  };

  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const call = callOf(input, init);
      calls.push(call);
      return toResponse(await replyTo(call));
    }),
  );

  const callsTo = (key: string) => calls.filter((call) => keyOf(call) === key);
  return {
    /** Every call, in order. */
    calls,
    /** The calls made to one "METHOD /path". */
    callsTo,
    /** The bodies sent to one "METHOD /path", in order. */
    bodiesSentTo: (key: string) => callsTo(key).map((call) => call.body),
  };
}

const base64url = (part: object) =>
  btoa(JSON.stringify(part)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');

/**
 * An unsigned JWT the session store can decode: user 7, with manufacturer 3 for a manufacturer;
 * a negative lifetime gives an expired token.
 */
export const fakeToken = (role: Role, expiresInSeconds = 3600) => {
  const exp = Math.floor(Date.now() / 1000) + expiresInSeconds;
  const claims = { sub: '7', role, mid: role === 'MANUFACTURER' ? 3 : null, exp };
  return `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url(claims)}.`;
};

/** A list's one-page answer (`{ [key]: rows, total, page, pageSize }`), as the server pages its lists. */
export const listPage = <const Key extends string, Row>(
  key: Key,
  rows: Row[],
  { total = rows.length, page = 1, pageSize = 20 } = {},
) =>
  ({ [key]: rows, total, page, pageSize }) as { [K in Key]: Row[] } & {
    total: number;
    page: number;
    pageSize: number;
  };
