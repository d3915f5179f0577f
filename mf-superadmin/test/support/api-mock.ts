import type { Admin, Manufacturer } from '@apparel/contracts';
import { vi } from 'vitest';

export interface ApiCall {
  method: string;
  /** The path under /api, without the query string. */
  path: string;
  /** JSON bodies parsed; FormData as sent. */
  body: unknown;
}
interface Reply {
  status?: number;
  body?: unknown;
}
type Route = Reply | ((call: ApiCall) => Reply);

/** Stubs fetch: each "METHOD /path" answers with its reply, anything else with a 404; returns the calls made. */
export function mockApi(routes: Record<string, Route>) {
  const calls: ApiCall[] = [];
  const fetchMock = vi.fn(async (url: string, init: RequestInit = {}) => {
    const call: ApiCall = {
      method: init.method ?? 'GET',
      path: url.replace(/^\/api/, '').split('?')[0],
      body: typeof init.body === 'string' ? JSON.parse(init.body) : init.body,
    };
    calls.push(call);
    const route = routes[`${call.method} ${call.path}`];
    const reply =
      typeof route === 'function'
        ? route(call)
        : (route ?? { status: 404, body: { message: `No mock for ${call.method} ${call.path}` } });
    return new Response(JSON.stringify(reply.body ?? {}), {
      status: reply.status ?? 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    calls,
    /** The calls made to one "METHOD /path". */
    callsTo: (route: string) => calls.filter((c) => `${c.method} ${c.path}` === route),
  };
}

export const aManufacturer = (overrides: Partial<Manufacturer> = {}): Manufacturer => ({
  id: 5,
  name: 'Acme Apparel',
  description: 'Cotton shirts',
  address: '12 Mill Road',
  state: 'Gujarat',
  city: 'Surat',
  gstin: '24ABCDE1234F1Z5',
  logo: '/uploads/logos/acme.png',
  createdAt: '2025-01-10T08:00:00.000Z',
  user: { id: 11, name: 'Asha Patel', email: 'asha@acme.test', mobile: '9876543210' },
  subscription: null,
  ...overrides,
});

export const anAdmin = (overrides: Partial<Admin> = {}): Admin => ({
  id: 7,
  name: 'Ravi Kumar',
  email: 'ravi@platform.test',
  mobile: '9123456780',
  ...overrides,
});
