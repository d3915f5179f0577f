import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { otpCodes } from '../../src/db/schema';
import { errorHandler } from '../../src/plugins/error-handler';
import { callApi, readOutbox, tokenFor } from '../support/fixtures';
import { DEMO, startTestServer, type TestServer } from '../support/test-app';

let server: TestServer;
let demoToken: string;
beforeAll(async () => {
  server = await startTestServer();
  demoToken = await tokenFor(server.app, DEMO.email, DEMO.password);
});
afterAll(() => server?.close());

const sendRaw = (url: string, payload: string, token?: string, method: 'POST' | 'PUT' = 'POST') =>
  server.app.inject({
    method,
    url,
    payload,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });

/** Nothing was stored and no SMS left: a refused OTP request has no effect. */
const expectNoOtpWritten = async () => {
  expect(await server.db.select().from(otpCodes)).toEqual([]);
  expect(await readOutbox(server.dataDir)).toEqual([]);
};

const expectError = (
  response: { statusCode: number; json(): unknown },
  statusCode: number,
  message: string,
) => {
  expect(response.statusCode).toBe(statusCode);
  expect(response.json()).toEqual({ message, error: message, statusCode });
};

describe('bad requests answer 400 with a message and write nothing', () => {
  it('malformed JSON', async () => {
    expectError(
      await sendRaw('/api/auth/login', '{"mobile": "98'),
      400,
      'The request body is not valid JSON',
    );
    expectError(await sendRaw('/api/auth/login', ''), 400, 'The request body is empty');
    await expectNoOtpWritten();
  });

  it('wrong types', async () => {
    expectError(await sendRaw('/api/auth/login', '{"mobile": 9000000002}'), 400, 'mobile must be a string');
    expectError(await sendRaw('/api/auth/login', '[1,2]'), 400, 'The request body must be a JSON object');
    await expectNoOtpWritten();
  });

  it('missing fields', async () => {
    expectError(
      await sendRaw('/api/auth/pass-login', '{"identifier": "a@b.c"}'),
      400,
      'password is required',
    );
    expectError(await sendRaw('/api/auth/login', '{}'), 400, 'mobile is required');
    const noBody = await server.app.inject({ method: 'POST', url: '/api/auth/login' });
    expectError(noBody, 400, 'The request body must be a JSON object');
    await expectNoOtpWritten();
  });

  it('a profile update with a wrong type leaves the profile as it was', async () => {
    const before = (
      await callApi(server.app, { method: 'GET', url: '/api/auth/profile', token: demoToken })
    ).json();
    const body = JSON.stringify({ user: { name: 42, email: DEMO.email, mobile: DEMO.mobile } });
    expectError(
      await sendRaw('/api/auth/profile', body, demoToken, 'PUT'),
      400,
      'user.name must be a string',
    );
    const after = (
      await callApi(server.app, { method: 'GET', url: '/api/auth/profile', token: demoToken })
    ).json();
    expect(after).toEqual(before);
  });

  it('a body over 1 MiB answers 413', async () => {
    const huge = JSON.stringify({ mobile: '9000000002', padding: 'x'.repeat(1024 * 1024) });
    expectError(await sendRaw('/api/auth/login', huge), 413, 'The request body is too large');
  });
});

describe('unknown API paths', () => {
  it('answer 404 JSON, with or without a token, for any method', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const response = await callApi(server.app, { method, url: '/api/no-such-thing?x=1' });
      expectError(response, 404, `Not found: ${method} /api/no-such-thing`);
    }
    const asBrowser = await server.app.inject({
      method: 'GET',
      url: '/api/nope',
      headers: { accept: 'text/html' },
    });
    expect(asBrowser.statusCode).toBe(404);
    expect(asBrowser.headers['content-type']).toMatch(/application\/json/);
  });
});

describe('server faults', () => {
  it('answer 500 with a generic message, never the cause or a stack', async () => {
    const app = Fastify({ logger: false });
    await app.register(errorHandler);
    app.get('/boom', async () => {
      throw new Error('connection to 10.0.0.5 refused at db.ts:42');
    });
    const response = await app.inject({ method: 'GET', url: '/boom' });
    expectError(response, 500, 'Something went wrong on our side. Please try again later.');
    expect(response.body).not.toMatch(/10\.0\.0\.5|db\.ts|stack/);
    await app.close();
  });

  it('a lost database connection answers 503 with Retry-After, whichever way the driver reports it', async () => {
    const app = Fastify({ logger: false });
    await app.register(errorHandler);
    const lost = [
      Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }),
      new Error('Connection terminated unexpectedly'),
      Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }),
      new Error('Failed query: insert into retailers', {
        cause: Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' }),
      }),
    ];
    app.get<{ Params: { n: string } }>('/lost/:n', async (request) => {
      throw lost[Number(request.params.n)];
    });
    for (const n of lost.keys()) {
      const response = await app.inject({ method: 'GET', url: `/lost/${n}` });
      expectError(response, 503, 'The database is not answering. Please try again in a few seconds.');
      expect(response.headers['retry-after']).toBe('2');
    }
    await app.close();
  });
});
