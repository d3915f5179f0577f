import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { API_CALLS, type ApiCallContract } from '@apparel/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { startTestServer, type TestServer } from '../support/test-app';

// The seam between the browser and the server: every call the api-client makes must be a route the
// server registers, so renaming or dropping a route (or a typo in a client path) fails here; and every
// call is in the contracts' API_CALLS table (what request() parses answers with in dev and test builds)
// with the very contract the server declares for its success answer, so a drifted shape fails here too.
const CLIENT_SRC = join(import.meta.dirname, '../../../api-client/src');

type Call = { method: string; path: string; file: string };

const filesUnder = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? filesUnder(join(dir, entry.name))
      : entry.name.endsWith('.ts')
        ? [join(dir, entry.name)]
        : [],
  );

const DEFAULT_METHOD: Record<string, string> = { request: 'GET', upload: 'POST', download: 'GET' };
// request('/path', { method: 'PUT' ... }), upload(...), download(...), and xhr.open('POST', `${API_BASE}/path`).
const CALL = /\b(request|upload|download)\s*(?:<[^()]*?>)?\(\s*(['`])(\/[^'`]*)\2([^;]*)/g;
const XHR = /\.open\(\s*'(\w+)'\s*,\s*`\$\{API_BASE\}(\/[^`]*)`/g;

/** Every (method, path) the api-client sends, a `${...}` in its path read as a parameter. */
const clientCalls = (): Call[] =>
  filesUnder(CLIENT_SRC)
    .filter((file) => !file.endsWith('http.ts'))
    .flatMap((file) => {
      const text = readFileSync(file, 'utf8');
      const calls = [...text.matchAll(CALL)].map(([, fn = '', , path = '', rest = '']) => ({
        method: /method:\s*'(\w+)'/.exec(rest)?.[1] ?? DEFAULT_METHOD[fn] ?? 'GET',
        path,
        file,
      }));
      const xhr = [...text.matchAll(XHR)].map(([, method = '', path = '']) => ({ method, path, file }));
      return [...calls, ...xhr];
    });

const segments = (path: string) => path.split('?')[0]?.split('/').filter(Boolean) ?? [];
const isParam = (segment: string) => segment.startsWith(':') || segment.includes('${');

/** A client path fits a route when each segment is equal or either side is a parameter. */
const fits = (clientPath: string, routeUrl: string) => {
  const a = segments(clientPath);
  const b = segments(routeUrl);
  return a.length === b.length && a.every((s, i) => s === b[i] || isParam(s) || isParam(b[i] ?? ''));
};

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

describe('the api-client and the server route table', () => {
  it('finds every call the api-client makes', () => {
    const calls = clientCalls().map(
      (c) =>
        `${c.method} ${segments(c.path)
          .map((s) => (isParam(s) ? ':param' : s))
          .join('/')}`,
    );
    expect(calls.length).toBeGreaterThan(10);
  });

  it('has a server route for every api-client (method, path)', () => {
    const routes = server.app.routeTable
      .filter((route) => route.url.startsWith('/api/'))
      .map((route) => ({ method: route.method, url: route.url.slice('/api'.length) }));
    const missing = clientCalls()
      .filter((call) => !routes.some((r) => r.method === call.method && fits(call.path, r.url)))
      .map((call) => `${call.method} ${call.path} (${call.file.slice(CLIENT_SRC.length + 1)})`);
    expect(missing).toEqual([]);
  });
});

/** A contract as JSON Schema (zod's own conversion), so two schemas built apart compare as shapes. */
const shapeOf = (schema: z.ZodType | undefined) =>
  schema && z.toJSONSchema(schema, { io: 'output', unrepresentable: 'any' });

/** The contract of a route's success answer (its first 2xx), as the server declares it. */
const successContract = (schema: { response?: unknown } | undefined) => {
  const responses = (schema?.response ?? {}) as Record<string, z.ZodType | undefined>;
  const code = Object.keys(responses).find((c) => c.startsWith('2'));
  return code ? responses[code] : undefined;
};

describe('the contracts API_CALLS table (what request() parses answers with)', () => {
  const label = (entry: ApiCallContract) => `${entry.method} ${entry.path}`;

  it('lists every call the api-client makes', () => {
    const missing = clientCalls()
      .filter((call) => !API_CALLS.some((e) => e.method === call.method && fits(call.path, e.path)))
      .map((call) => `${call.method} ${call.path} (${call.file.slice(CLIENT_SRC.length + 1)})`);
    expect(missing).toEqual([]);
  });

  it('has each entry as a server route answering the same contract', () => {
    const drifted = API_CALLS.flatMap((entry) => {
      const route = server.app.routeTable.find(
        (r) => r.method === entry.method && r.url === `/api${entry.path}`,
      );
      if (!route) return [`${label(entry)}: no such route`];
      const declared = successContract(route.schema);
      if (!entry.response)
        return declared && !isFile(entry) ? [`${label(entry)}: the server answers JSON`] : [];
      if (!declared) return [`${label(entry)}: the server declares no answer`];
      return JSON.stringify(shapeOf(declared)) === JSON.stringify(shapeOf(entry.response))
        ? []
        : [`${label(entry)}: the server answers another shape`];
    });
    expect(drifted).toEqual([]);
  });
});

/** Downloads are files to save: the client does not read them as JSON, whatever the server declares. */
const isFile = (entry: ApiCallContract) => /\/(pdf|e-invoice|export|template)$/.test(entry.path);
