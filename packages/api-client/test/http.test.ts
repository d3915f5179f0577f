import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, errorMessage, getToken, request, setToken, setUnauthorizedHandler } from '../src';

const reply = (status: number, body: unknown) =>
  vi.fn(
    async () =>
      new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }),
  );

describe('request', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.unstubAllGlobals());

  it('sends the bearer token from local storage to /api', async () => {
    // The health check's own answer: GET /health is in the endpoint table, so its contract checks it.
    const fetchMock = reply(200, { status: 'ok', database: 'ok' });
    vi.stubGlobal('fetch', fetchMock);
    setToken('abc.def.ghi');
    await request('/health');
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/health');
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer abc.def.ghi');
  });

  it("rejects with the server's message", async () => {
    vi.stubGlobal('fetch', reply(409, { message: 'Email already in use', error: 'Email already in use' }));
    await expect(request('/x', { method: 'POST', body: {} })).rejects.toMatchObject({
      status: 409,
      message: 'Email already in use',
    });
  });

  it('drops the token and calls the unauthorized handler on a 401', async () => {
    const onUnauthorized = vi.fn();
    setUnauthorizedHandler(onUnauthorized);
    vi.stubGlobal('fetch', reply(401, { message: 'Session expired' }));
    setToken('abc.def.ghi');
    await expect(request('/auth/profile')).rejects.toBeInstanceOf(ApiError);
    expect(getToken()).toBeNull();
    expect(onUnauthorized).toHaveBeenCalledOnce();
  });

  it('leaves the login screen alone on a 401 without a token (wrong password)', async () => {
    const onUnauthorized = vi.fn();
    setUnauthorizedHandler(onUnauthorized);
    vi.stubGlobal('fetch', reply(401, { message: 'Invalid credentials' }));
    await expect(request('/auth/pass-login', { method: 'POST', body: {} })).rejects.toThrow(
      'Invalid credentials',
    );
    expect(onUnauthorized).not.toHaveBeenCalled();
  });
});

describe('errorMessage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("prefers the server's message", async () => {
    vi.stubGlobal('fetch', reply(400, { message: 'OTP expired' }));
    const error = await request('/auth/verify', { method: 'POST', body: {} }).catch((e) => e);
    expect(errorMessage(error, 'Verification failed')).toBe('OTP expired');
  });

  it("falls back to the screen's text when the server gives none", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('', { status: 500, statusText: 'Internal Server Error' })),
    );
    const error = await request('/auth/verify', { method: 'POST', body: {} }).catch((e) => e);
    expect(errorMessage(error, 'Verification failed')).toBe('Verification failed');
  });
});
