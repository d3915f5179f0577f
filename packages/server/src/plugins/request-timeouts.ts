import type { ErrorBody } from '@apparel/contracts';
import fp from 'fastify-plugin';
import type { Timeouts } from '../config';

const TOO_SLOW = 'The request took too long to arrive';
const UPLOAD = /^multipart\//i;

/** Node's server options for these timeouts (Fastify 5 and Node otherwise wait without end). */
export const serverTimeoutOptions = (timeouts: Timeouts) => ({
  connectionTimeout: timeouts.idleMs,
  keepAliveTimeout: timeouts.keepAliveMs,
  // The hard cap of any request; bodies that are not uploads get the shorter limit below.
  requestTimeout: timeouts.uploadMs,
  http: {
    headersTimeout: timeouts.headersMs,
    connectionsCheckingInterval: Math.min(timeouts.headersMs, 30_000),
  },
});

/**
 * A body trickled in a byte at a time keeps a connection forever unless something stops it: a body
 * must arrive within the request timeout (uploads within the upload timeout), else 408 and the
 * connection is closed.
 */
export const requestTimeouts = fp<{ timeouts: Timeouts }>(async (app, { timeouts }) => {
  app.addHook('onRequest', (request, reply, done) => {
    const { raw } = request;
    const hasBody =
      request.headers['content-length'] !== undefined || request.headers['transfer-encoding'] !== undefined;
    if (!hasBody || raw.complete) return done();
    const limit = UPLOAD.test(request.headers['content-type'] ?? '') ? timeouts.uploadMs : timeouts.requestMs;
    const timer = setTimeout(() => {
      if (raw.complete || reply.raw.headersSent) return;
      const body: ErrorBody = { message: TOO_SLOW, error: TOO_SLOW, statusCode: 408 };
      reply.raw.writeHead(408, { 'content-type': 'application/json; charset=utf-8', connection: 'close' });
      reply.raw.end(JSON.stringify(body), () => raw.socket?.destroy());
    }, limit);
    timer.unref();
    raw.once('end', () => clearTimeout(timer));
    raw.once('close', () => clearTimeout(timer));
    done();
  });
});
