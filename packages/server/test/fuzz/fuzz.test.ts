import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import type { RouteEntry } from '../../src/plugins/route-table';
import { accessOf } from '../access/access-policy';
import { type Caller, createCallers } from '../access/callers';
import { startTestServer } from '../support/test-app';
import { type FuzzRequest, requestsFor } from './fuzz-requests';
import { FUZZ_RUNS, FUZZ_SEED } from './fuzz-settings';
import { rowCounter } from './row-counts';
import { hasNumberFields, typeMutatedRequest } from './type-mutations';

/**
 * Property-based requests to every route the app registers (its own route table), generated from the
 * routes' zod schemas plus hostile mutations. For every case: never a 5xx, every refusal carries a
 * message, and a refused write leaves the row count of every table as it was.
 */
/** A built shell and registry to serve, so the static routes answer as in production. */
const site = await mkdtemp(join(tmpdir(), 'apparel-fuzz-site-'));
await mkdir(join(site, 'shell'));
await mkdir(join(site, 'registry'));
await writeFile(join(site, 'shell', 'index.html'), '<!doctype html><title>Apparel</title>');
await writeFile(join(site, 'registry', 'remotes.json'), '{}');
const server = await startTestServer({ shellDir: join(site, 'shell'), remotesDir: join(site, 'registry') });
const callers = await createCallers(server);
const rows = await rowCounter(server.db);
afterAll(async () => {
  await server.close();
  await rm(site, { recursive: true, force: true });
});

const FUZZ_ADDRESS = '127.0.0.9';
let casesRun = 0;
/** How the cases were answered, by status class: a suite that only ever gets 400 tests little. */
const answered: Record<string, number> = {};

/** The caller a route is fuzzed as: one it lets in, so the cases reach validation and the handler. */
const callerOf = (route: RouteEntry): Caller | undefined => {
  try {
    const access = accessOf(route);
    return access.kind === 'roles' && access.roles[0] ? callers[access.roles[0]] : undefined;
  } catch {
    return undefined; // undeclared routes are failed by the access suite; fuzz them anonymously
  }
};

const describeCase = (request: FuzzRequest, status: number, body: string) =>
  `${request.method} ${request.url.slice(0, 200)} [${request.shape}] -> ${status} ${body.slice(0, 300)} ` +
  `(replay: FUZZ_SEED=${FUZZ_SEED} FUZZ_RUNS=${FUZZ_RUNS})`;

const send = (request: FuzzRequest, token: string | undefined) =>
  server.app.inject({
    method: request.method as 'GET',
    url: request.url,
    remoteAddress: FUZZ_ADDRESS,
    headers: {
      ...(request.contentType ? { 'content-type': request.contentType } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    ...(request.payload === undefined ? {} : { payload: request.payload }),
  });

const checkCase = async (request: FuzzRequest, caller: Caller | undefined): Promise<number> => {
  casesRun += 1;
  const isWrite = request.method !== 'GET';
  const before = isWrite ? await rows.count() : undefined;
  const response = await send(request, caller?.token);
  const statusClass = `${String(response.statusCode).slice(0, 1)}xx`;
  answered[statusClass] = (answered[statusClass] ?? 0) + 1;
  const what = describeCase(request, response.statusCode, response.body);
  if (response.statusCode >= 500) throw new Error(`5xx: ${what}`);
  if (response.statusCode < 400) return response.statusCode;
  let message: unknown;
  try {
    message = response.json().message;
  } catch {
    throw new Error(`the refusal is not JSON: ${what}`);
  }
  if (typeof message !== 'string' || message === '') throw new Error(`no message: ${what}`);
  if (before) {
    const after = await rows.count();
    if (JSON.stringify(after) !== JSON.stringify(before)) {
      throw new Error(
        `a refused write changed rows ${JSON.stringify(before)} -> ${JSON.stringify(after)}: ${what}`,
      );
    }
  }
  return response.statusCode;
};

const routes = server.app.routeTable;

describe(`fuzz every registered route (seed ${FUZZ_SEED}, ${FUZZ_RUNS} cases per route)`, () => {
  it('reads the routes from the app', () => {
    expect(routes.length).toBeGreaterThan(10);
  });

  it.each(routes.map((route) => [`${route.method} ${route.url}`, route] as const))(
    '%s',
    async (_name, route) => {
      const caller = callerOf(route);
      await caller?.login(); // a case before may have changed the password (and ended the session)
      await fc.assert(
        fc.asyncProperty(requestsFor(route), async (request) => {
          await checkCase(request, caller);
        }),
        { seed: FUZZ_SEED, numRuns: FUZZ_RUNS, endOnFailure: true },
      );
    },
    120_000,
  );

  // Ids and quantities are JSON numbers: a boolean, an array or a hex or digit string is never coerced.
  const typedRoutes = routes.filter(hasNumberFields);
  it('finds the JSON bodies with number fields', () => {
    expect(typedRoutes.length).toBeGreaterThanOrEqual(4);
  });
  it.each(typedRoutes.map((route) => [`${route.method} ${route.url}`, route] as const))(
    '%s refuses a number field of another type',
    async (_name, route) => {
      const caller = callerOf(route);
      await caller?.login();
      await fc.assert(
        fc.asyncProperty(typeMutatedRequest(route, '1'), async (request) => {
          const status = await checkCase(request, caller);
          if (status < 400) throw new Error(`coerced: ${describeCase(request, status, '')}`);
        }),
        { seed: FUZZ_SEED, numRuns: FUZZ_RUNS, endOnFailure: true },
      );
    },
    120_000,
  );

  it('ran the cases', () => {
    console.info(
      `fuzz: ${casesRun} cases over ${routes.length} routes (${typedRoutes.length} with number fields), seed ${FUZZ_SEED}, answers ${JSON.stringify(answered)}`,
    );
    expect(casesRun).toBeGreaterThanOrEqual((routes.length + typedRoutes.length) * FUZZ_RUNS);
    // The schemas steer part of the cases past validation to the handlers.
    expect(answered['2xx'] ?? 0).toBeGreaterThan(0);
  });
});
