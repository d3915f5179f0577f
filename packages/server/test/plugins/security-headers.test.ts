import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COLOR_SCHEME_SCRIPT_SOURCE } from '../../src/plugins/first-paint';
import { startTestServer, type TestServer } from '../support/test-app';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const EXPECTED = {
  'content-security-policy':
    "default-src 'self';base-uri 'self';font-src 'self' https: data:;form-action 'self';frame-ancestors 'self';" +
    `img-src 'self' data: blob:;object-src 'none';script-src 'self' ${COLOR_SCHEME_SCRIPT_SOURCE};script-src-attr 'none';` +
    "style-src 'self' 'unsafe-inline';media-src 'self' data: blob:;connect-src 'self'",
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'no-referrer',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'SAMEORIGIN',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
};

describe('security headers', () => {
  it.each([
    ['an API answer', '/api/health', 200],
    ['a refused call', '/api/auth/profile', 401],
    ['an unknown API path', '/api/no-such-thing', 404],
    ['a refused body', '/api/auth/login', 400, 'POST'],
  ])('are on %s', async (_, url, statusCode, method = 'GET') => {
    const response = await server.app.inject({
      method: method as 'GET' | 'POST',
      url,
      payload: method === 'POST' ? {} : undefined,
    });
    expect(response.statusCode).toBe(statusCode);
    expect(response.headers).toMatchObject(EXPECTED);
  });
});
