import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { tooManyRequests } from '../errors';

const UPLOAD = /^multipart\//i;
/** Multipart uploads one client address may have in flight at once (UPLOADS_PER_ADDRESS). */
export const DEFAULT_UPLOADS_PER_ADDRESS = 16;
export const TOO_MANY_UPLOADS =
  'Too many uploads at once from your address. Wait for one to finish and try again.';

/** Whether the request announced a body that has not fully arrived yet. */
const bodyStillArriving = (request: FastifyRequest) => {
  const length = request.headers['content-length'];
  const announced =
    (length !== undefined && length !== '0') || request.headers['transfer-encoding'] !== undefined;
  return announced && !request.raw.complete;
};

/**
 * Connections a client cannot hold on to:
 * - a request refused before its body was read (401, 403, 404 by id, 413, 429) answers with
 *   `Connection: close` and its socket is destroyed once the answer is out, instead of Node reading
 *   (and discarding) a body trickled in for up to the upload timeout;
 * - one client address has at most `uploadsPerAddress` multipart uploads in flight (else 429).
 */
export const connectionLimits = fp<{ uploadsPerAddress?: number }>(async (app, options) => {
  const limit = options.uploadsPerAddress ?? DEFAULT_UPLOADS_PER_ADDRESS;
  const uploads = new Map<string, number>();

  // Callback hooks, not async ones: every request runs them and they await nothing (an async hook
  // costs a promise and a turn of the microtask queue per request).
  app.addHook('onRequest', (request, reply, done) => {
    if (!UPLOAD.test(request.headers['content-type'] ?? '')) return done();
    const address = request.ip;
    const inFlight = uploads.get(address) ?? 0;
    if (inFlight >= limit) return done(tooManyRequests(TOO_MANY_UPLOADS));
    uploads.set(address, inFlight + 1);
    // 'close' fires once, when the answer is sent or the connection dies first.
    reply.raw.once('close', () => {
      const left = (uploads.get(address) ?? 1) - 1;
      if (left > 0) uploads.set(address, left);
      else uploads.delete(address);
    });
    done();
  });

  app.addHook('onSend', (request, reply, payload, done) => {
    if (reply.statusCode < 400 || !bodyStillArriving(request)) return done(null, payload);
    reply.header('connection', 'close');
    const { socket } = request.raw;
    reply.raw.once('finish', () => socket?.destroy?.());
    done(null, payload);
  });
});
