import type { Role } from '@apparel/contracts';
import { vi } from 'vitest';

export interface Reply {
  status?: number;
  body?: unknown;
}

/** Answers keyed by "METHOD /api/path"; a list is served in order, its last entry repeating. */
export type ApiRoutes = Record<string, Reply | Reply[]>;

const json = ({ status = 200, body = {} }: Reply) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** Replaces fetch with a fake server; returns the mock to read what the page sent. */
export function mockApi(routes: ApiRoutes) {
  const served: Record<string, number> = {};
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const key = `${init?.method ?? 'GET'} ${String(input)}`;
    const route = routes[key];
    if (!route) return json({ status: 404, body: { message: `No mock for ${key}` } });
    const replies = Array.isArray(route) ? route : [route];
    const index = Math.min(served[key] ?? 0, replies.length - 1);
    served[key] = index + 1;
    return json(replies[index]);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The JSON bodies the page sent to one endpoint, in order. */
export const sentBodies = (fetchMock: ReturnType<typeof mockApi>, key: string): unknown[] =>
  fetchMock.mock.calls
    .filter(([input, init]) => `${init?.method ?? 'GET'} ${String(input)}` === key)
    .map(([, init]) => JSON.parse(String(init?.body)));

/** A real-looking unsigned JWT: the session store reads role and exp from its payload. */
export const fakeToken = (role: Role, expiresInSeconds = 3600) => {
  const encode = (part: object) => Buffer.from(JSON.stringify(part)).toString('base64url');
  const exp = Math.floor(Date.now() / 1000) + expiresInSeconds;
  return `${encode({ alg: 'none', typ: 'JWT' })}.${encode({ sub: '7', role, mid: role === 'MANUFACTURER' ? 3 : null, exp })}.`;
};

/** The answer of /auth/pass-login and /auth/verify for a user of the given role. */
export const loginAnswer = (role: Role): Reply => ({
  body: {
    token: fakeToken(role),
    user: { id: 7, name: 'Asha Rao', role, manufacturerId: role === 'MANUFACTURER' ? 3 : null },
  },
});
