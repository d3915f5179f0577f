import { connect } from 'node:net';
import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadOrCreateSecret } from '../../src/db/app-settings';
import { createOutboxSmsSender } from '../../src/modules/auth/sms';
import { errorHandler } from '../../src/plugins/error-handler';
import { loggerOptions } from '../../src/plugins/logger-options';
import { tokenFor } from '../support/fixtures';
import { DEMO, startTestServer, type TestServer } from '../support/test-app';

let server: TestServer;
let demoToken: string;
beforeAll(async () => {
  server = await startTestServer({
    timeouts: { requestMs: 600, uploadMs: 1500, headersMs: 1000, keepAliveMs: 1000, idleMs: 5000 },
  });
  demoToken = await tokenFor(server.app, DEMO.email, DEMO.password);
});
afterAll(() => server?.close());

const profile = (authorization?: string) =>
  server.app.inject({
    method: 'GET',
    url: '/api/auth/profile',
    headers: authorization ? { authorization } : {},
  });

describe('tokens', () => {
  it('refuses a correctly signed token without exp', async () => {
    const secret = await loadOrCreateSecret(server.db, 'jwt_secret');
    const claims = JSON.parse(Buffer.from(demoToken.split('.')[1] ?? '', 'base64url').toString());
    const forever = await new SignJWT({ role: claims.role, mid: claims.mid, tv: claims.tv })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(claims.sub)
      .setIssuedAt(claims.iat)
      .sign(new TextEncoder().encode(secret));
    expect((await profile(`Bearer ${forever}`)).statusCode).toBe(401);
    expect((await profile(`Bearer ${demoToken}`)).statusCode).toBe(200);
  });

  it.each([
    (t: string) => `Bearer ${t} junk`,
    (t: string) => `Bearer  ${t}`,
    (t: string) => `Bearer ${t}.x`,
    (t: string) => `Token ${t}`,
    () => 'Bearer',
    (t: string) => `Bearer ${t}${'a'.repeat(5000)}`,
  ])('refuses a malformed Authorization header (%#)', async (header) => {
    const response = await profile(header(demoToken));
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toEqual(expect.any(String));
  });
});

describe('headers', () => {
  it('answers authenticated API calls with Cache-Control: no-store, public ones without it', async () => {
    expect((await profile(`Bearer ${demoToken}`)).headers['cache-control']).toBe('no-store');
    expect((await profile()).headers['cache-control']).toBe('no-store');
  });

  it('answers a malformed URL in the standard error shape with the security headers', async () => {
    for (const url of ['/uploads/%c0%ae', '/api/auth/%E0%A4%A']) {
      const response = await server.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(400);
      const body = response.json();
      expect(body).toEqual({ message: body.message, error: body.message, statusCode: 400 });
      expect(response.headers['content-security-policy']).toContain("default-src 'self'");
      expect(response.headers['x-content-type-options']).toBe('nosniff');
    }
  });
});

describe('logs', () => {
  const capture = () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    return { lines, stream };
  };

  it('never carry an OTP code (the outbox does)', async () => {
    const { lines, stream } = capture();
    const log = Fastify({ logger: { ...loggerOptions('trace'), stream } }).log;
    await createOutboxSmsSender(server.dataDir, log, server.clock).send('9000000002', 'Your code is 482913.');
    expect(lines.join('')).not.toContain('482913');
    expect(lines.join('')).not.toContain('9000000002');
  });

  it('keep the cause of a 500 without the query parameters, and redact authorization headers', async () => {
    const { lines, stream } = capture();
    const app = Fastify({ logger: { ...loggerOptions('info'), stream } });
    await app.register(errorHandler);
    const secret = '$argon2id$v=19$m=19456,t=2,p=1$secret-hash';
    app.get('/fail', async () => server.db.execute(sql`select ${secret}::text from no_such_table`));
    const response = await app.inject({
      method: 'GET',
      url: '/fail',
      headers: { authorization: `Bearer ${demoToken}` },
    });
    expect(response.statusCode).toBe(500);
    expect(response.json().message).toBe('Something went wrong on our side. Please try again later.');
    const log = lines.join('');
    expect(log).toContain('no_such_table');
    expect(log).toContain('42P01');
    expect(log).not.toContain('secret-hash');
    expect(log).not.toContain(demoToken);
    await app.close();
  });
});

describe('timeouts', () => {
  const port = async () => {
    if (!server.app.server.listening) await server.app.listen({ port: 0, host: '127.0.0.1' });
    const address = server.app.server.address();
    return typeof address === 'object' && address ? address.port : 0;
  };

  /** Sends the headers and then one byte of the body every 200 ms; resolves with what came back. */
  const trickle = async (contentType: string, path = '/api/auth/login', token?: string) => {
    const socket = connect(await port(), '127.0.0.1');
    const started = Date.now();
    let answer = '';
    socket.on('data', (chunk) => {
      answer += String(chunk);
    });
    socket.write(
      `POST ${path} HTTP/1.1\r\nHost: x\r\nContent-Type: ${contentType}\r\nContent-Length: 100\r\n` +
        `${token ? `Authorization: Bearer ${token}\r\n` : ''}\r\n{`,
    );
    const timer = setInterval(() => socket.write(' '), 200);
    await new Promise((resolve) => socket.on('close', resolve));
    clearInterval(timer);
    return { answer, seconds: (Date.now() - started) / 1000 };
  };

  it('closes a body trickled a byte at a time with 408 when the request timeout passes', async () => {
    const { answer, seconds } = await trickle('application/json');
    expect(answer).toMatch(/^HTTP\/1.1 408/);
    expect(seconds).toBeLessThan(3);
  });

  it('gives uploads the longer upload timeout, still bounded', async () => {
    // An upload the server reads (a refused one is closed at once: refused-connections.test.ts).
    const { answer, seconds } = await trickle(
      'multipart/form-data; boundary=x',
      '/api/media/upload',
      demoToken,
    );
    expect(answer).toMatch(/^HTTP\/1.1 408/);
    expect(seconds).toBeGreaterThan(1.2);
    expect(seconds).toBeLessThan(5);
  });

  it('sets the server timeouts from the configuration', () => {
    expect(server.app.server.headersTimeout).toBe(1000);
    expect(server.app.server.keepAliveTimeout).toBe(1000);
    expect(server.app.server.requestTimeout).toBe(1500);
  });
});
