import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  LOAD_FAILURE_LIMIT,
  withoutPersonalData,
} from '../../src/modules/releases/remote-load-failure-routes';
import { startTestServer, type TestServer } from '../support/test-app';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ logLevel: 'warn' });
});
afterAll(() => server.close());

const report = (body: unknown, remoteAddress = '127.0.0.10') =>
  server.app.inject({
    method: 'POST',
    url: '/api/remote-load-failures',
    payload: body as object,
    remoteAddress,
  });

it('answers 204 to a report without a token, and refuses a body without remote or kind (400)', async () => {
  const ok = await report({
    remote: 'mf-media',
    version: '1.2.0',
    kind: 'chunk',
    message: 'Loading chunk 42 failed',
  });
  expect(ok.statusCode).toBe(204);
  expect(ok.body).toBe('');
  const bad = await report({ version: '1.2.0' });
  expect(bad.statusCode).toBe(400);
  expect(bad.json().message).toMatch(/remote/);
});

it(`takes ${LOAD_FAILURE_LIMIT.reports} reports a minute from one address, then 429; another address is not held back`, async () => {
  const address = '127.0.0.11';
  const codes: number[] = [];
  for (let i = 0; i <= LOAD_FAILURE_LIMIT.reports; i++)
    codes.push((await report({ remote: 'mf-media', version: '1', kind: 'entry' }, address)).statusCode);
  expect(codes.slice(0, LOAD_FAILURE_LIMIT.reports).every((code) => code === 204)).toBe(true);
  expect(codes.at(-1)).toBe(429);
  expect((await report({ remote: 'mf-media', version: '1', kind: 'entry' }, '127.0.0.12')).statusCode).toBe(
    204,
  );
});

it('keeps emails, long numbers and query strings out of the logged message', () => {
  expect(
    withoutPersonalData('GET https://x.test/remotes/a.js?token=abc failed for ravi@example.com 9876543210'),
  ).toBe('GET https://x.test/remotes/a.js?[query] failed for [email] [number]');
});
