import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TOO_MANY_UPLOADS } from '../../src/plugins/connection-limits';
import { PNG } from '../media/media-fixtures';
import { tokenFor } from '../support/fixtures';
import { DEMO, startTestServer, type TestServer } from '../support/test-app';

/**
 * Issue 17: an unauthenticated multipart request trickling a byte a second kept its connection for
 * the 300 s upload timeout after its 401. A request refused before its body is read now has its
 * connection closed as soon as the answer is out; uploads per client address are capped.
 */
let server: TestServer;
let port: number;
let demoToken: string;
beforeAll(async () => {
  // The upload timeout is long here, so only the refusal can explain a quick close.
  server = await startTestServer({
    timeouts: { requestMs: 30_000, uploadMs: 60_000, headersMs: 10_000, keepAliveMs: 10_000, idleMs: 60_000 },
    uploadsPerAddress: 2,
  });
  demoToken = await tokenFor(server.app, DEMO.email, DEMO.password);
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  const address = server.app.server.address();
  port = typeof address === 'object' && address ? address.port : 0;
});
afterAll(() => server?.close());

type Trickled = { socket: Socket; answered: Promise<{ head: string; at: number }>; closed: Promise<number> };

/** Sends the headers and a first byte, then one byte every 100 ms, as a slow or hostile client does. */
const trickle = (
  path: string,
  headers: Record<string, string>,
  contentLength = 1_000_000,
  method = 'POST',
): Trickled => {
  const socket = connect(port, '127.0.0.1');
  socket.on('error', () => {});
  const lines = Object.entries({ host: 'x', 'content-length': String(contentLength), ...headers })
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('');
  socket.write(`${method} ${path} HTTP/1.1\r\n${lines}\r\n-`);
  const timer = setInterval(() => socket.writable && socket.write('x'), 100);
  let received = '';
  const answered = new Promise<{ head: string; at: number }>((resolve) => {
    socket.on('data', (chunk) => {
      received += String(chunk);
      if (received.includes('\r\n\r\n')) resolve({ head: received, at: Date.now() });
    });
  });
  const closed = new Promise<number>((resolve) =>
    socket.on('close', () => {
      clearInterval(timer);
      resolve(Date.now());
    }),
  );
  return { socket, answered, closed };
};

const MULTIPART = { 'content-type': 'multipart/form-data; boundary=x' };

describe('a request refused before its body is read has its connection closed at once', () => {
  it('401 to an unauthenticated multipart upload trickling bytes: closed within 1 s of the answer', async () => {
    const request = trickle('/api/media/upload', MULTIPART);
    const { head, at } = await request.answered;
    expect(head).toMatch(/^HTTP\/1.1 401/);
    expect(head.toLowerCase()).toContain('connection: close');
    const closedAfter = (await request.closed) - at;
    console.info(`refused upload: connection closed ${closedAfter} ms after the 401`);
    expect(closedAfter).toBeLessThan(1000);
  });

  it('413 to a JSON body announced past the limit, and 404 to an id that names no row', async () => {
    const tooLarge = trickle('/api/auth/pass-login', { 'content-type': 'application/json' }, 5_000_000);
    expect((await tooLarge.answered).head).toMatch(/^HTTP\/1.1 413/);
    expect((await tooLarge.closed) - (await tooLarge.answered).at).toBeLessThan(1000);

    const unknownId = trickle(
      '/api/attr/colors/2147483647',
      { 'content-type': 'application/json', authorization: `Bearer ${demoToken}` },
      1_000_000,
      'PUT',
    );
    expect((await unknownId.answered).head).toMatch(/^HTTP\/1.1 404/);
    expect((await unknownId.closed) - (await unknownId.answered).at).toBeLessThan(1000);
  });

  it('an accepted upload is answered on a connection that stays open', async () => {
    const form = new FormData();
    form.append('files', new Blob([new Uint8Array(PNG)], { type: 'image/png' }), 'swatch.png');
    const response = await fetch(`http://127.0.0.1:${port}/api/media/upload`, {
      method: 'POST',
      headers: { authorization: `Bearer ${demoToken}` },
      body: form,
    });
    expect(response.status).toBe(201);
    expect(response.headers.get('connection')).not.toBe('close');
  });
});

describe('concurrent uploads per client address', () => {
  it('answers 429 with a message past the cap, and lets uploads in again once one ends', async () => {
    const auth = { ...MULTIPART, authorization: `Bearer ${demoToken}` };
    const first = trickle('/api/media/upload', auth);
    const second = trickle('/api/media/upload', auth);
    await new Promise((resolve) => setTimeout(resolve, 300)); // both are in flight
    const third = trickle('/api/media/upload', auth);
    const { head } = await third.answered;
    expect(head).toMatch(/^HTTP\/1.1 429/);
    expect(head).toContain(TOO_MANY_UPLOADS);
    await third.closed;

    first.socket.destroy();
    second.socket.destroy();
    await Promise.all([first.closed, second.closed]);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const after = trickle('/api/media/upload', MULTIPART);
    expect((await after.answered).head).toMatch(/^HTTP\/1.1 401/); // past the cap check: the guard answers
    await after.closed;
  });
});
