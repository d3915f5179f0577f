import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/test-app';

// The seam between the browser and the server: every call the api-client makes must be a route the
// server registers, so renaming or dropping a route (or a typo in a client path) fails here.
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
    expect(calls.length).toBeGreaterThan(40);
    expect(calls).toContain('PATCH orders/:param/status');
    expect(calls).toContain('POST media/upload');
    expect(calls).toContain('GET manufacturer/bulk-upload/template');
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
